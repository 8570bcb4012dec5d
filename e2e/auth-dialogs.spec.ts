import type { LocaleCode } from '@jeton/domain';
import type { Locator, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PLAYER, postApi } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { outboxMessages } from './support/outbox.js';
import { localized, MESSAGES } from './support/site.js';

// The auth dialogs of spec sections 2, 4, 5 and 8: log-in from the header (with the second factor),
// registration and its validation messages in both languages, password restore and its link, the
// dialog queue's non-closable popups, and an accessibility check. The spec's own messages are spelt
// out here rather than read from the catalogues: they are what the spec asks for word for word.

const en = MESSAGES.en;

const shownDialog = (page: Page): Locator => page.locator('dialog[open]');

function headerButton(page: Page, locale: LocaleCode, name: 'login' | 'register'): Locator {
  return page.getByRole('banner').getByRole('button', { name: MESSAGES[locale].header[name], exact: true });
}

/** The element that describes a field's error (aria-describedby), to check which field it belongs to. */
async function errorOf(page: Page, field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute('aria-describedby', /-error/);
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  return page.locator(`[id="${errorId}"]`);
}

test.describe('authorization dialog', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`logs the demo player in from the header's button (${locale})`, async ({ page }) => {
      const t = MESSAGES[locale];
      await page.goto(localized('/gamehall', locale));
      await headerButton(page, locale, 'login').click();
      const dialog = shownDialog(page);
      await expect(dialog.getByRole('heading', { name: t.auth.login.title })).toBeVisible();
      const login = dialog.getByLabel(t.auth.fields.login);
      await expect(login).toBeFocused();
      await login.fill(DEMO_PLAYER.login);
      await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PLAYER.password);
      await dialog.getByRole('button', { name: t.auth.login.submit }).click();

      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: /LuckyDemo/ })).toBeVisible();
      await expect(headerButton(page, locale, 'login')).toHaveCount(0);
      await expect(page).toHaveURL(localized('/gamehall', locale));
    });
  }

  test('says a wrong password plainly and tells analytics the error code', async ({ page, createPlayer }) => {
    const player = await createPlayer();
    await page.goto('/');
    await headerButton(page, 'en', 'login').click();
    const dialog = shownDialog(page);
    await dialog.getByLabel(en.auth.fields.login).fill(player.login);
    await dialog.getByLabel(en.auth.fields.password, { exact: true }).fill('not-the-password');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Wrong login or password.');
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual({ event: 'login_error', error_code: 'INVALID_CREDENTIALS' });
  });

  test('follows the redirectUrl of the auth guard once logged in', async ({ page }) => {
    await page.goto('/cashier/history?tab=withdrawal');
    await expect(page).toHaveURL(/redirectUrl=/);
    // The home page asks for the log-in by itself when the guard sent the guest there.
    const dialog = shownDialog(page);
    await expect(dialog.getByRole('heading', { name: en.auth.login.title })).toBeVisible();
    await dialog.getByLabel(en.auth.fields.login).fill(DEMO_PLAYER.login);
    await dialog.getByLabel(en.auth.fields.password, { exact: true }).fill(DEMO_PLAYER.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cashier/history?tab=withdrawal');
  });

  test('asks for the two-factor code, refuses a wrong one, then logs in', async ({ page, session }) => {
    const player = await session.register();
    const { secret } = await postApi<{ secret: string }>(page.request, 'account/changeTwoFactorAuth');
    const totp = new OTPAuth.TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: OTPAuth.Secret.fromBase32(secret),
    });
    await postApi(page.request, 'account/confirmTwoFactorAuth', { code: totp.generate() });
    await session.logOut();

    await page.goto('/');
    await headerButton(page, 'en', 'login').click();
    const dialog = shownDialog(page);
    await dialog.getByLabel(en.auth.fields.login).fill(player.login);
    await dialog.getByLabel(en.auth.fields.password, { exact: true }).fill(player.password);
    await page.keyboard.press('Enter');

    await expect(dialog.getByRole('heading', { name: en.auth.twoFactor.title })).toBeVisible();
    const code = dialog.getByLabel(en.auth.fields.code);
    await expect(code).toBeFocused();
    await code.fill('000000');
    await page.keyboard.press('Enter');
    await expect(await errorOf(page, code)).toHaveText('code is invalid');
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    // The code of the next 30-second step: the one that confirmed the set-up cannot be used again.
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(headerButton(page, 'en', 'login')).toHaveCount(0);
  });
});

/** The validation messages of spec section 5 as worded for players (decision 0035), in both languages. */
const FIELD_MESSAGES = {
  en: {
    required: 'Please fill in this field',
    email: 'Check the email address, for example name@example.com',
    phone: 'Check the phone number: digits with the country code, for example +44 7700 900123',
    minLength: 'Use at least 6 characters',
    maxLength: 'Use no more than 128 characters',
    terms: 'Tick this box to go on',
    password: 'A password may hold letters, digits and symbols, but not: space',
  },
  fr: {
    required: 'Veuillez remplir ce champ',
    email: 'Vérifiez l’adresse e-mail, par exemple nom@exemple.fr',
    phone: 'Vérifiez le numéro : des chiffres avec l’indicatif du pays, par exemple +33 6 12 34 56 78',
    minLength: 'Saisissez au moins 6 caractères',
    maxLength: 'Saisissez 128 caractères au plus',
    terms: 'Cochez cette case pour continuer',
    password: 'Un mot de passe peut contenir lettres, chiffres et symboles, mais pas : espace',
  },
} as const;

test.describe('registration dialog', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`shows the validation message of each field (${locale})`, async ({ page }) => {
      const t = MESSAGES[locale];
      const messages = FIELD_MESSAGES[locale];
      await page.goto(localized('/', locale));
      await headerButton(page, locale, 'register').click();
      const dialog = shownDialog(page);
      const login = dialog.getByLabel(t.auth.fields.login);
      const password = dialog.getByLabel(t.auth.fields.password, { exact: true });
      const terms = dialog.getByRole('checkbox', { name: new RegExp(t.auth.registration.termsLink) });
      await expect(login).toBeFocused();

      await dialog.getByRole('button', { name: t.auth.registration.submit }).click();
      await expect(await errorOf(page, login)).toHaveText(messages.required);
      await expect(await errorOf(page, password)).toHaveText(messages.required);
      await expect(await errorOf(page, terms)).toHaveText(messages.terms);
      await expect(login).toBeFocused();

      // Once submitted, every change is checked at once (the eager strategy).
      await login.fill('player@jeton');
      await expect(await errorOf(page, login)).toHaveText(messages.email);
      await login.fill('12 34');
      await expect(await errorOf(page, login)).toHaveText(messages.phone);
      await password.fill('12345');
      await expect(await errorOf(page, password)).toHaveText(messages.minLength);
      await password.fill('x'.repeat(129));
      await expect(await errorOf(page, password)).toHaveText(messages.maxLength);
      await password.fill('pass word');
      await expect(await errorOf(page, password)).toHaveText(messages.password);
      await terms.check();
      await expect(dialog.locator('.field-error')).toHaveCount(2);
    });
  }

  for (const [locale, width] of [
    ['en', 1440],
    ['fr', 375],
  ] as const) {
    test(`registers a player with the code sent to the email, who is then logged in (${locale}, ${width} px)`, async ({
      page,
    }) => {
      const t = MESSAGES[locale];
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localized('/?promo_code=SPRING', locale));
      await headerButton(page, locale, 'register').click();
      const dialog = shownDialog(page);
      // The promo code of the link (the demo's SPRING) is filled in, so its field shows at once.
      await expect(dialog.getByLabel(t.auth.fields.promoCode)).toHaveValue('SPRING');
      const login = `e2e-reg-${locale}-${Date.now()}@example.com`;
      await dialog.getByLabel(t.auth.fields.login).fill(login);
      await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill('secret12');
      await dialog.getByRole('checkbox', { name: new RegExp(t.auth.registration.termsLink) }).check();
      await dialog.getByRole('button', { name: t.auth.registration.submit }).click();

      // The second step: the code sent to the login, a new one offered after a minute.
      await expect(dialog.getByRole('heading', { name: t.auth.registration.codeTitle })).toBeVisible();
      await expect(dialog.getByText(t.auth.registration.codeText.replace('{login}', login))).toBeVisible();
      const code = dialog.getByLabel(t.auth.fields.code);
      await expect(code).toBeFocused();
      await expect(dialog.getByRole('button', { name: /\d+\s?s$/ })).toBeDisabled();
      const [message] = await outboxMessages(login, 'registration_code');
      expect(message!.locale).toBe(locale);
      const sent = /\b(\d{6})\b/.exec(message!.body)![1]!;

      await code.fill(sent === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: t.auth.registration.codeSubmit }).click();
      await expect(await errorOf(page, code)).toHaveText(
        locale === 'en' ? 'This code is wrong or has expired' : 'Ce code est erroné ou a expiré',
      );
      await code.fill(sent);
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.auth.registration.success)).toBeVisible();
      // The link's code was redeemed with the account: the popup says what it granted.
      const promo = t.pages.bonuses.promoCode;
      const popup = page.getByRole('dialog', { name: promo.activatedTitle });
      await expect(popup).toContainText(/20/);
      await popup.getByRole('button', { name: promo.close }).click();
      await expect(popup).toBeHidden();
      await expect(headerButton(page, locale, 'login')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('answers a login already registered exactly like a free one, telling only its owner', async ({
    page,
    createPlayer,
  }) => {
    const player = await createPlayer();
    await page.goto('/?show_popup_reg=1');
    const dialog = shownDialog(page);
    const login = dialog.getByLabel(en.auth.fields.login);
    await login.fill(player.login);
    await dialog.getByLabel(en.auth.fields.password, { exact: true }).fill('secret12');
    await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByText(en.auth.registration.codeText.replace('{login}', player.login)),
    ).toBeVisible();
    const [warning] = await outboxMessages(player.login, 'registration_attempt');
    expect(warning!.body).toContain('already has one');
    const code = dialog.getByLabel(en.auth.fields.code);
    await code.fill('123456');
    await page.keyboard.press('Enter');
    await expect(await errorOf(page, code)).toHaveText('This code is wrong or has expired');
    // Back to the form, with what was typed.
    await dialog.getByRole('button', { name: en.auth.registration.codeBack }).click();
    await expect(login).toHaveValue(player.login);
  });

  test('has no serious or critical accessibility violation, errors showing', async ({ page }) => {
    await page.goto('/?show_popup_reg=1');
    await expect(shownDialog(page).getByLabel(en.auth.fields.login)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shownDialog(page).getByRole('alert').first()).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  });
});

test.describe('password restore', () => {
  test('sends a link from the log-in dialog and says so, whoever asks', async ({ page }) => {
    await page.goto('/');
    await headerButton(page, 'en', 'login').click();
    const dialog = shownDialog(page);
    await dialog.getByRole('button', { name: en.auth.login.forgotPassword }).click();
    await expect(dialog.getByRole('heading', { name: en.auth.restore.title })).toBeVisible();
    await expect(dialog.getByLabel(en.auth.fields.login)).toBeFocused();
    await dialog.getByLabel(en.auth.fields.login).fill('nobody-here@example.com');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toContainText(
      'If an account exists for nobody-here@example.com',
    );
  });

  test('the link sets a new password once, then offers a new link', async ({ page, createPlayer }) => {
    const player = await createPlayer();
    await postApi(page.request, 'auth/restore', { login: player.login });
    const [message] = await outboxMessages(player.login);
    const link = new URL(message!.body.match(/https?:\/\/\S+/)![0]);
    const landing = `${link.pathname}${link.search}`;

    await page.goto(landing);
    const dialog = shownDialog(page);
    const password = dialog.getByLabel(en.auth.fields.newPassword, { exact: true });
    const repeat = dialog.getByLabel(en.auth.fields.passwordRepeat);
    await expect(password).toBeFocused();
    await expect(page).not.toHaveURL(/restore_token/);
    await password.fill('newpass12');
    await repeat.fill('newpass13');
    await page.keyboard.press('Enter');
    await expect(await errorOf(page, repeat)).toHaveText('The two passwords are different');
    await repeat.fill('newpass12');
    await page.keyboard.press('Enter');

    await expect(page.getByText(en.auth.newPassword.success)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: en.auth.login.title })).toBeVisible();
    await dialog.getByLabel(en.auth.fields.login).fill(player.login);
    await dialog.getByLabel(en.auth.fields.password, { exact: true }).fill('newpass12');
    await page.keyboard.press('Enter');
    await expect(headerButton(page, 'en', 'login')).toHaveCount(0);

    await page.goto(landing);
    await dialog.getByLabel(en.auth.fields.newPassword, { exact: true }).fill('another12');
    await dialog.getByLabel(en.auth.fields.passwordRepeat).fill('another12');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(en.auth.newPassword.invalidLink);
    await dialog.getByRole('button', { name: en.auth.newPassword.askNewLink }).click();
    await expect(dialog.getByRole('heading', { name: en.auth.restore.title })).toBeVisible();
  });
});

test.describe('dialog queue', () => {
  test('show_popup_auth with prevent_close=1 has no close button and ignores Escape', async ({ page }) => {
    await page.goto('/?show_popup_auth=1&prevent_close=1');
    const dialog = shownDialog(page);
    await expect(dialog.getByLabel(en.auth.fields.login)).toBeFocused();
    await expect(dialog.getByRole('button', { name: en.dialogs.close })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('heading', { name: en.auth.login.title })).toBeVisible();
    await expect(page).toHaveURL(/show_popup_auth=1/);
  });

  test('a closable popup closes with Escape and drops its flag from the URL', async ({ page }) => {
    await page.goto('/?show_popup_auth=1');
    const dialog = shownDialog(page);
    await expect(dialog.getByLabel(en.auth.fields.login)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/');
  });

  test('#real on a game page asks a guest to register, and closing it goes home', async ({ page }) => {
    const fr = MESSAGES.fr;
    await page.goto('/fr/game/jeton-dice#real');
    const dialog = shownDialog(page);
    await expect(dialog.getByRole('heading', { name: fr.auth.registration.title })).toBeVisible();
    await dialog.getByRole('button', { name: fr.dialogs.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/fr');
  });
});
