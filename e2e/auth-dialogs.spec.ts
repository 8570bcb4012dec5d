import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';

// The auth dialogs of spec sections 2, 4, 5 and 8 in a real browser: log-in (with the second factor),
// registration and its validation messages in both languages, password restore, the dialog queue's
// non-closable popups, and an accessibility check.

const DEMO = { login: 'demo@jeton.test', password: 'demo1234' };
const API_QUERY = 'v=2.34&locale=en';

const openDialog = (page: Page): Locator => page.locator('dialog[open]');
const uniqueLogin = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@jeton.test`;

async function apiPost(request: APIRequestContext, path: string, form: Record<string, string> = {}) {
  const response = await request.post(`/api/${path}?${API_QUERY}`, { form });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).data;
}

/** Logs in through the header's button and waits until the header shows the player. */
async function logInThroughHeader(page: Page, labels: { login: string; password: string; submit: string }) {
  await page.locator('.auth-login').click();
  const dialog = openDialog(page);
  await expect(dialog.getByLabel(labels.login)).toBeFocused();
  await dialog.getByLabel(labels.login).fill(DEMO.login);
  await dialog.getByLabel(labels.password, { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: labels.submit }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.auth-login')).toHaveCount(0);
}

test.describe('authorization dialog', () => {
  test('logs the demo player in from the header, in English', async ({ page }) => {
    await page.goto('/');
    await logInThroughHeader(page, { login: 'Email or phone', password: 'Password', submit: 'Log in' });
    await expect(page).toHaveURL(/\/$/);
  });

  test('logs the demo player in from the header, in French', async ({ page }) => {
    await page.goto('/fr');
    await logInThroughHeader(page, {
      login: 'E-mail ou téléphone',
      password: 'Mot de passe',
      submit: 'Se connecter',
    });
    await expect(page).toHaveURL(/\/fr$/);
  });

  test('says a wrong password plainly and tells analytics the error code', async ({ page }) => {
    await page.goto('/');
    await page.locator('.auth-login').click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Email or phone').fill(uniqueLogin('nobody'));
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.form-alert')).toHaveText('Wrong login or password.');
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual({ event: 'login_error', error_code: 'INVALID_CREDENTIALS' });
  });

  test('follows the redirectUrl of the auth guard after logging in', async ({ page }) => {
    await page.goto('/cashier/history?tab=withdrawal');
    await expect(page).toHaveURL(/redirectUrl=/);
    await logInThroughHeader(page, { login: 'Email or phone', password: 'Password', submit: 'Log in' });
    await expect(page).toHaveURL(/\/cashier\/history\?tab=withdrawal$/);
  });

  test('asks for the two-factor code and refuses a wrong one', async ({ page }) => {
    const login = uniqueLogin('two-factor');
    const password = 'secret12';
    // page.request shares the page's cookies: register, turn two-factor on, log out.
    await apiPost(page.request, 'auth/register', { login, password, currency: 'EUR', terms: '1' });
    const { secret } = await apiPost(page.request, 'account/changeTwoFactorAuth');
    const totp = new OTPAuth.TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: OTPAuth.Secret.fromBase32(secret),
    });
    await apiPost(page.request, 'account/confirmTwoFactorAuth', { code: totp.generate() });
    await page.request.get(`/api/auth/logout?${API_QUERY}`);

    await page.goto('/');
    await page.locator('.auth-login').click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Email or phone').fill(login);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await page.keyboard.press('Enter');

    const code = dialog.getByLabel('Verification code');
    await expect(code).toBeFocused();
    await code.fill('000000');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.field-error')).toHaveText('code is invalid');
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    // The code of the next 30-second step: the one used to confirm cannot be replayed.
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.auth-login')).toHaveCount(0);
  });
});

const REGISTRATION_LABELS = {
  en: { login: 'Email or phone', password: 'Password', terms: /terms and conditions/, submit: 'Register' },
  fr: {
    login: 'E-mail ou téléphone',
    password: 'Mot de passe',
    terms: /conditions générales/,
    submit: 'S’inscrire',
  },
} as const;

const REGISTRATION_MESSAGES = {
  en: {
    required: 'Field is required',
    email: 'Wrong email address',
    phone: 'Wrong phone number',
    minLength: 'Min length is 6',
    maxLength: 'Max length is 20',
    password: 'Wrong password: space not allowed',
  },
  fr: {
    required: 'Champ obligatoire',
    email: 'Adresse e-mail incorrecte',
    phone: 'Numéro de téléphone incorrect',
    minLength: 'Longueur minimale : 6',
    maxLength: 'Longueur maximale : 20',
    password: 'Mot de passe incorrect : espace non autorisé(s)',
  },
} as const;

test.describe('registration dialog', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`shows the validation message of each field (${locale})`, async ({ page }) => {
      const labels = REGISTRATION_LABELS[locale];
      const messages = REGISTRATION_MESSAGES[locale];
      await page.goto(locale === 'en' ? '/?show_popup_reg=1' : '/fr?show_popup_reg=1');
      const dialog = openDialog(page);
      const login = dialog.getByLabel(labels.login);
      const password = dialog.getByLabel(labels.password, { exact: true });
      const errorOf = async (field: Locator) => {
        const ids = (await field.getAttribute('aria-describedby')) ?? '';
        const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
        return page.locator(`[id="${errorId}"]`);
      };
      await expect(login).toBeFocused();

      await dialog.getByRole('button', { name: labels.submit }).click();
      await expect(await errorOf(login)).toHaveText(messages.required);
      await expect(await errorOf(password)).toHaveText(messages.required);
      await expect(await errorOf(dialog.getByRole('checkbox', { name: labels.terms }))).toHaveText(
        messages.required,
      );

      // After a submit every change is checked at once (eager strategy).
      await login.fill('player@jeton');
      await expect(await errorOf(login)).toHaveText(messages.email);
      await login.fill('12ab');
      await expect(await errorOf(login)).toHaveText(messages.phone);
      await password.fill('12345');
      await expect(await errorOf(password)).toHaveText(messages.minLength);
      await password.fill('x'.repeat(21));
      await expect(await errorOf(password)).toHaveText(messages.maxLength);
      await password.fill('pass word');
      await expect(await errorOf(password)).toHaveText(messages.password);
    });
  }

  test('registers a player, who is then logged in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).first().click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Email or phone').fill(uniqueLogin('player'));
    await dialog.getByLabel('Password', { exact: true }).fill('secret12');
    await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Welcome to Jeton! Your account is ready.')).toBeVisible();
    await expect(page.locator('.auth-login')).toHaveCount(0);
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/?show_popup_reg=1');
    await expect(openDialog(page).getByLabel('Email or phone')).toBeFocused();
    // With the error messages showing too.
    await page.keyboard.press('Enter');
    await expect(openDialog(page).locator('.field-error').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('password restore', () => {
  test('sends a link from the log-in dialog and says so, whoever asks', async ({ page }) => {
    await page.goto('/');
    await page.locator('.auth-login').click();
    const dialog = openDialog(page);
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(dialog.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await dialog.getByLabel('Email or phone').fill(DEMO.login);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toContainText(`If an account exists for ${DEMO.login}`);
  });
});

test.describe('password restore link', () => {
  test('sets a new password once, then says the link no longer works', async ({ page }) => {
    const login = uniqueLogin('restore');
    await apiPost(page.request, 'auth/register', {
      login,
      password: 'secret12',
      currency: 'EUR',
      terms: '1',
    });
    await page.request.get(`/api/auth/logout?${API_QUERY}`);
    await apiPost(page.request, 'auth/restore', { login });
    const outbox = await (
      await page.request.get(`/dev/outbox.json?recipient=${encodeURIComponent(login)}`)
    ).json();
    const link = new URL(String(outbox.items[0].body.match(/https?:\/\/\S+/)[0]));
    const landing = `${link.pathname}${link.search}`;

    await page.goto(landing);
    const dialog = openDialog(page);
    const password = dialog.getByLabel('New password', { exact: true });
    const repeat = dialog.getByLabel('Repeat the new password');
    await expect(password).toBeFocused();
    await expect(page).not.toHaveURL(/restore_token/);
    await password.fill('newpass12');
    await repeat.fill('newpass13');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.field-error')).toHaveText('Passwords do not match');
    await repeat.fill('newpass12');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your password is changed. Log in with it.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await dialog.getByLabel('Email or phone').fill(login);
    await dialog.getByLabel('Password', { exact: true }).fill('newpass12');
    await page.keyboard.press('Enter');
    await expect(page.locator('.auth-login')).toHaveCount(0);

    await page.goto(landing);
    await openDialog(page).getByLabel('New password', { exact: true }).fill('another12');
    await openDialog(page).getByLabel('Repeat the new password').fill('another12');
    await page.keyboard.press('Enter');
    await expect(openDialog(page).getByRole('alert')).toHaveText(
      'This restore link is invalid or has expired. Ask for a new one.',
    );
    await openDialog(page).getByRole('button', { name: 'Ask for a new link' }).click();
    await expect(openDialog(page).getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });
});

test.describe('dialog queue', () => {
  test('show_popup_auth with prevent_close=1 cannot be closed', async ({ page }) => {
    await page.goto('/?show_popup_auth=1&prevent_close=1');
    const dialog = openDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email or phone')).toBeVisible();
  });

  test('#real on a game page asks a guest to register, and closing it goes home', async ({ page }) => {
    await page.goto('/fr/game/dice#real');
    const dialog = openDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/fr$/);
  });

  test('a closable one closes with Escape and drops its flag from the URL', async ({ page }) => {
    await page.goto('/?show_popup_auth=1');
    const dialog = openDialog(page);
    await expect(dialog.getByLabel('Email or phone')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/show_popup_auth/);
  });
});
