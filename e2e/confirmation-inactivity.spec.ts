import { formatRuleFailure, type LocaleCode, VALIDATION_MESSAGES } from '@jeton/domain';
import type { Page } from '@playwright/test';
import { formatMessage } from '../apps/web/app/i18n/format.js';
import { apiPath, postApi } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { countdownSeconds, restartCount } from './support/inactivity.js';
import { outboxMessages } from './support/outbox.js';
import { LOCALES, localized, MESSAGES, waitForSiteReady } from './support/site.js';

// Contact confirmation (the dialog with the code from the outbox, the email's link without a
// session) and the inactivity log-out, in English and French. The inactivity tests move the page's
// clock instead of waiting: time_to_force_logout keeps its seeded 1800 s here, so the warning comes
// at 1440 s and the log-out at 1800 s of page time. site-settings/inactivity.spec.ts does the same
// with a timeout the operator shortened.

/** The latest confirmation message sent to the recipient, from the developer outbox. */
async function latestConfirmation(recipient: string) {
  const message = (await outboxMessages(recipient, 'contact_confirmation'))[0]!;
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  const link = /(https?:\/\/\S+\/confirmation\?\S+)/.exec(message.body)?.[1];
  expect(code).toBeDefined();
  expect(link).toBeDefined();
  return { code: code!, link: new URL(link!), locale: message.locale };
}

/**
 * Waits until the page runs in the browser: the confirm hint of a new player with an unconfirmed
 * email is rendered by an effect only; the inactivity tracker runs once the site's effects do.
 */
async function expectHydrated(page: Page, locale: LocaleCode): Promise<void> {
  await expect(
    page.getByRole('complementary', { name: MESSAGES[locale].emailConfirmation.hint.label }),
  ).toBeVisible();
  await waitForSiteReady(page);
}

/**
 * A freshly registered player on the home page, on the page's controllable clock, with the
 * inactivity count just started; answers the (not yet shown) inactivity warning.
 */
async function newPlayerOnHome(
  page: Page,
  session: { registerWithUnconfirmedEmail(): Promise<unknown> },
  locale: LocaleCode,
) {
  await page.clock.install();
  await session.registerWithUnconfirmedEmail();
  await page.goto(localized('/', locale));
  await expectHydrated(page, locale);
  await restartCount(page);
  return page.getByRole('alertdialog', { name: MESSAGES[locale].inactivity.title });
}

async function uidOf(page: Page, locale: LocaleCode): Promise<number> {
  const response = await page.request.get(apiPath('account/getInfo', locale));
  return ((await response.json()) as { data: { uid: number } }).data.uid;
}

for (const locale of LOCALES) {
  const t = MESSAGES[locale];

  test.describe(`email confirmation (${locale})`, () => {
    test('through the hint and the dialog, a malformed and a wrong code first', async ({ page, session }) => {
      // Registration confirmed the phone login with its code; the email added later is to confirm.
      const { email: login } = await session.registerWithUnconfirmedEmail();
      // The player's own locale decides the email's language and link.
      await postApi(page.request, 'account/changelocale', { locale }, locale);
      await page.goto(localized('/', locale));
      const hint = page.getByRole('complementary', { name: t.emailConfirmation.hint.label });
      await expect(hint).toContainText(login);
      await hint.getByRole('button', { name: t.emailConfirmation.hint.button }).click();

      const dialog = page.getByRole('dialog', { name: t.emailConfirmation.title });
      await expect(dialog).toContainText(login);
      // Sending the code set the confirm_sent marker: the hint is gone.
      await expect(hint).toHaveCount(0);
      const { code, locale: sentIn } = await latestConfirmation(login);
      expect(sentIn).toBe(locale);

      const field = dialog.getByLabel(t.emailConfirmation.codeLabel);
      const submit = dialog.getByRole('button', { name: t.emailConfirmation.submit, exact: true });
      await submit.click();
      await expect(dialog.getByRole('alert')).toHaveText(VALIDATION_MESSAGES[locale].required);
      await field.fill('12a4');
      await submit.click();
      await expect(dialog.getByRole('alert')).toHaveText(
        formatRuleFailure({ key: 'code', params: { length: 6 } }, locale),
      );
      await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
      await submit.click();
      // A wrong confirmation code shows the SMS-code message (spec section 5).
      await expect(dialog.getByRole('alert')).toHaveText(VALIDATION_MESSAGES[locale].smsCode);
      await expect(dialog.getByRole('button', { name: /\d/ })).toBeDisabled();

      await field.fill(code);
      await submit.click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(t.emailConfirmation.confirmed)).toBeVisible();
      const profile = await page.request.get(`${apiPath('account/getprofileinfo', locale)}&fields=contacts`);
      const { data } = (await profile.json()) as { data: { contacts: { email: { is_confirmed: boolean } } } };
      expect(data.contacts.email.is_confirmed).toBe(true);
    });

    test('through the link in the email, in a browser without a session', async ({
      page,
      session,
      browser,
      baseURL,
      clientIp,
    }) => {
      const { email: login } = await session.registerWithUnconfirmedEmail();
      await postApi(page.request, 'account/changelocale', { locale }, locale);
      await page.goto(localized('/confirmation', locale));
      await page.getByRole('main').getByRole('button', { name: t.emailConfirmation.page.enterCode }).click();
      await expect(page.getByRole('dialog', { name: t.emailConfirmation.title })).toBeVisible();
      const { link } = await latestConfirmation(login);
      expect(link.pathname).toBe(localized('/confirmation', locale));

      // Another browser, nobody logged in: the link's token is the proof.
      const guest = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
      const guestPage = await guest.newPage();
      await guestPage.goto(`${link.pathname}${link.search}`);
      await expect(guestPage).toHaveURL(new RegExp(`${localized('/confirmation/success', locale)}$`));
      await expect(guestPage.getByText(t.pages.confirmationSuccess.text)).toBeVisible();
      // The link again without a session: used up, and a stranger learns nothing more.
      await guestPage.goto(`${link.pathname}${link.search}`);
      await expect(guestPage.getByText(t.emailConfirmation.linkInvalid)).toBeVisible();
      await guest.close();
      // The owner, logged in, is told it is done: the success page.
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page).toHaveURL(new RegExp(`${localized('/confirmation/success', locale)}$`));
      await page.goto(localized('/confirmation', locale));

      await page.reload();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        formatMessage(t.emailConfirmation.page.confirmed, { contact: login }, locale),
      );
    });
  });

  test.describe(`inactivity log-out (${locale})`, () => {
    test('warns at 80 %, counts down, a key press resets, and logs out at 100 %', async ({
      page,
      session,
    }) => {
      const warning = await newPlayerOnHome(page, session, locale);
      await page.clock.fastForward(1_430_000);
      await expect(warning).toHaveCount(0);
      await page.clock.fastForward(10_000);
      await expect(warning).toBeVisible();
      // The remaining 20 % of 1800 s, counting down.
      const first = await countdownSeconds(warning, locale, { min: 340, max: 360 });
      await page.clock.fastForward(100_000);
      await expect
        .poll(() => countdownSeconds(warning, locale, { min: 1, max: first - 100 }))
        .toBeLessThanOrEqual(first - 100);
      await expect(warning.getByRole('button', { name: t.inactivity.stay })).toBeFocused();

      // Any key press takes the warning away and starts the count again.
      await page.keyboard.press('Shift');
      await expect(warning).toHaveCount(0);
      await page.clock.fastForward(1_430_000);
      await expect(warning).toHaveCount(0);
      expect(await uidOf(page, locale)).toBeGreaterThan(0);

      await page.clock.fastForward(10_000);
      await expect(warning).toBeVisible();
      await page.clock.fastForward(360_000);
      await expect(page).toHaveURL(new RegExp(`${localized('/', locale)}$`));
      await expect(page.getByRole('banner').getByRole('button', { name: t.header.login })).toBeVisible();
      await expect(warning).toHaveCount(0);
      expect(await uidOf(page, locale)).toBe(0);
    });

    test('"Stay logged in" closes the warning; logging out stops the tracking', async ({ page, session }) => {
      const warning = await newPlayerOnHome(page, session, locale);
      await page.clock.fastForward(1_440_000);
      await warning.getByRole('button', { name: t.inactivity.stay }).click();
      await expect(warning).toHaveCount(0);
      expect(await uidOf(page, locale)).toBeGreaterThan(0);

      await session.logOut();
      await page.goto(localized('/', locale));
      await expect(page.getByRole('banner').getByRole('button', { name: t.header.login })).toBeVisible();
      await page.clock.fastForward(2_000_000);
      await expect(warning).toHaveCount(0);
    });
  });
}

test.describe('inactivity log-out beside other dialogs and tabs', () => {
  const t = MESSAGES.en;

  test('the warning shows over an open dialog, which comes back after it', async ({ page, session }) => {
    await page.clock.install();
    await session.registerWithUnconfirmedEmail();
    await page.goto('/');
    await expectHydrated(page, 'en');
    await restartCount(page);
    await page.getByRole('button', { name: t.emailConfirmation.hint.button }).click();
    const confirmation = page.getByRole('dialog', { name: t.emailConfirmation.title });
    await expect(confirmation).toBeVisible();

    await page.clock.fastForward(1_440_000);
    const warning = page.getByRole('alertdialog', { name: t.inactivity.title });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: t.inactivity.stay }).click();
    await expect(warning).toHaveCount(0);
    await expect(confirmation).toBeVisible();
  });

  test('activity in another tab of the site keeps this one logged in', async ({ page, context, session }) => {
    await context.clock.install();
    await session.registerWithUnconfirmedEmail();
    await page.goto('/');
    await expectHydrated(page, 'en');
    const other = await context.newPage();
    await other.goto('/gamehall');
    await expectHydrated(other, 'en');
    await restartCount(page);
    await restartCount(other);

    await context.clock.fastForward(1_000_000);
    await other.keyboard.press('Shift');
    await context.clock.fastForward(500_000);
    await expect(page.getByRole('alertdialog', { name: t.inactivity.title })).toHaveCount(0);
    await context.clock.fastForward(1_000_000);
    await expect(page.getByRole('alertdialog', { name: t.inactivity.title })).toBeVisible();
  });
});
