import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Contact confirmation (dialog, /confirmation link) and inactivity log-out, in English and French.
// Relative URLs: the suite's config sets baseURL to the server under test, which runs with the
// developer outbox on (/dev/outbox.json). The inactivity tests move the page's clock instead of
// waiting: time_to_force_logout keeps its seeded 1800 s, so the warning comes at 1440 s and the
// log-out at 1800 s of page time.

const API = (path: string, locale: string) => `/api/${path}?v=2.34&locale=${locale}`;

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    hint: 'Email confirmation',
    hintButton: 'Confirm my email',
    dialog: 'Confirm your email',
    codeLabel: 'Confirmation code',
    submit: 'Confirm',
    wrongCode: 'Wrong code',
    codeFormat: 'The code must contain 6 digits',
    confirmed: 'Your email address is confirmed.',
    successHeading: 'Thank you: your email address is confirmed.',
    warning: 'Are you still there?',
    countdown: (n: number) => `You will be logged out in ${n} seconds`,
    stay: 'Stay logged in',
    login: 'Log in',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    hint: "Confirmation de l'e-mail",
    hintButton: 'Confirmer mon e-mail',
    dialog: 'Confirmez votre e-mail',
    codeLabel: 'Code de confirmation',
    submit: 'Confirmer',
    wrongCode: 'Code incorrect',
    codeFormat: 'Le code doit contenir 6 chiffres',
    confirmed: 'Votre adresse e-mail est confirmée.',
    successHeading: 'Merci : votre adresse e-mail est confirmée.',
    warning: 'Êtes-vous toujours là ?',
    countdown: (n: number) => `Vous serez déconnecté dans ${n} secondes`,
    stay: 'Rester connecté',
    login: 'Se connecter',
  },
] as const;

/** Registers a fresh player through the API; the page's context keeps the session cookie. */
async function registerPlayer(request: APIRequestContext, locale: string): Promise<string> {
  const login = `e2e-confirm-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post(API('auth/register', locale), {
    form: { login, password: 'secret12', currency: 'EUR', terms: '1' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return login;
}

/** The latest confirmation message sent to the recipient, from the developer outbox. */
async function latestConfirmation(request: APIRequestContext, recipient: string) {
  const response = await request.get(
    `/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&template=contact_confirmation`,
  );
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { body: string; locale: string }[] };
  expect(items.length).toBeGreaterThan(0);
  const message = items[0]!;
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  const link = /(https?:\/\/\S+\/confirmation\?\S+)/.exec(message.body)?.[1];
  expect(code).toBeDefined();
  expect(link).toBeDefined();
  return { code: code!, link: link!, locale: message.locale };
}

/**
 * Waits until the page runs in the browser: the confirm hint of a new player is rendered by an
 * effect only, so once it shows, the inactivity tracker (started by an effect too) is running.
 */
async function expectHydrated(page: Page, hintName: string): Promise<void> {
  await expect(page.getByRole('complementary', { name: hintName })).toBeVisible();
}

async function isLoggedIn(page: Page, locale: string): Promise<boolean> {
  const response = await page.request.get(API('account/getInfo', locale));
  const { data } = (await response.json()) as { data: { uid: number } };
  return data.uid > 0;
}

for (const l of LOCALES) {
  test.describe(`email confirmation (${l.locale})`, () => {
    test('through the hint and the dialog, with a wrong code first', async ({ page }) => {
      const login = await registerPlayer(page.request, l.locale);
      await page.goto(`${l.prefix}/`);
      const hint = page.getByRole('complementary', { name: l.hint });
      await expect(hint).toContainText(login);
      await hint.getByRole('button', { name: l.hintButton }).click();

      const dialog = page.getByRole('dialog', { name: l.dialog });
      await expect(dialog).toContainText(login);
      // Sending the code set the confirm_sent marker: the hint is gone.
      await expect(hint).toHaveCount(0);
      const { code, locale } = await latestConfirmation(page.request, login);
      expect(locale).toBe(l.locale);

      const field = dialog.getByLabel(l.codeLabel);
      const submit = dialog.getByRole('button', { name: l.submit, exact: true });
      await field.fill('12a4');
      await submit.click();
      await expect(dialog.getByRole('alert')).toHaveText(l.codeFormat);
      await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
      await submit.click();
      await expect(dialog.getByRole('alert')).toHaveText(l.wrongCode);

      await field.fill(code);
      await submit.click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(l.confirmed)).toBeVisible();
      const profile = await page.request.get(`${API('account/getprofileinfo', l.locale)}&fields=contacts`);
      const { data } = (await profile.json()) as { data: { contacts: { email: { is_confirmed: boolean } } } };
      expect(data.contacts.email.is_confirmed).toBe(true);
    });

    test('through the link in the email, without a session', async ({ page, browser, baseURL }) => {
      const login = await registerPlayer(page.request, l.locale);
      await page.goto(`${l.prefix}/confirmation`);
      await page.getByRole('button', { name: l.locale === 'en' ? 'Enter a code' : 'Saisir un code' }).click();
      await expect(page.getByRole('dialog', { name: l.dialog })).toBeVisible();
      const { link } = await latestConfirmation(page.request, login);
      expect(new URL(link).pathname).toBe(`${l.prefix}/confirmation`);

      // Another browser, nobody logged in: the code in the link is the proof.
      const guest = await browser.newContext({ baseURL });
      const guestPage = await guest.newPage();
      const path = new URL(link);
      await guestPage.goto(`${path.pathname}${path.search}`);
      await expect(guestPage).toHaveURL(new RegExp(`${l.prefix}/confirmation/success$`));
      await expect(guestPage.getByText(l.successHeading)).toBeVisible();
      await guest.close();
    });
  });

  test.describe(`inactivity log-out (${l.locale})`, () => {
    test('warns at 80 %, counts down, a key press resets, and logs out at 100 %', async ({ page }) => {
      await page.clock.install();
      await registerPlayer(page.request, l.locale);
      await page.goto(`${l.prefix}/`);
      await expectHydrated(page, l.hint);

      const warning = page.getByRole('alertdialog', { name: l.warning });
      await page.clock.fastForward(1_439_000);
      await expect(warning).toHaveCount(0);
      await page.clock.fastForward(1_000);
      await expect(warning).toBeVisible();
      await expect(warning.getByRole('timer')).toHaveText(l.countdown(360));
      await page.clock.fastForward(10_000);
      await expect(warning.getByRole('timer')).toHaveText(l.countdown(350));
      await expect(warning.getByRole('button', { name: l.stay })).toBeFocused();

      // Any key press takes the warning away and starts the count again.
      await page.keyboard.press('Shift');
      await expect(warning).toHaveCount(0);
      await page.clock.fastForward(1_439_000);
      await expect(warning).toHaveCount(0);
      expect(await isLoggedIn(page, l.locale)).toBe(true);

      await page.clock.fastForward(1_000);
      await expect(warning).toBeVisible();
      await page.clock.fastForward(360_000);
      await expect(page).toHaveURL(new RegExp(`${l.prefix || ''}/?$`));
      await expect(page.getByRole('button', { name: l.login }).first()).toBeVisible();
      await expect(warning).toHaveCount(0);
      expect(await isLoggedIn(page, l.locale)).toBe(false);
    });

    test('"Stay logged in" closes the warning; logging out stops the tracking', async ({ page }) => {
      await page.clock.install();
      await registerPlayer(page.request, l.locale);
      await page.goto(`${l.prefix}/`);
      await expectHydrated(page, l.hint);
      const warning = page.getByRole('alertdialog', { name: l.warning });
      await page.clock.fastForward(1_440_000);
      await warning.getByRole('button', { name: l.stay }).click();
      await expect(warning).toHaveCount(0);
      expect(await isLoggedIn(page, l.locale)).toBe(true);

      await page.request.get(API('auth/logout', l.locale));
      await page.goto(`${l.prefix}/`);
      await page.clock.fastForward(2_000_000);
      await expect(warning).toHaveCount(0);
    });
  });
}

test.describe('inactivity log-out beside other dialogs and tabs', () => {
  const l = LOCALES[0];

  test('the warning shows over an open dialog, which comes back after it', async ({ page }) => {
    await page.clock.install();
    await registerPlayer(page.request, l.locale);
    await page.goto('/');
    await expectHydrated(page, l.hint);
    await page.getByRole('button', { name: l.hintButton }).click();
    const confirmation = page.getByRole('dialog', { name: l.dialog });
    await expect(confirmation).toBeVisible();

    await page.clock.fastForward(1_440_000);
    const warning = page.getByRole('alertdialog', { name: l.warning });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: l.stay }).click();
    await expect(warning).toHaveCount(0);
    await expect(confirmation).toBeVisible();
  });

  test('activity in another tab of the site keeps this one logged in', async ({ page, context }) => {
    await context.clock.install();
    await registerPlayer(page.request, l.locale);
    await page.goto('/');
    await expectHydrated(page, l.hint);
    const other = await context.newPage();
    await other.goto('/gamehall');
    await expectHydrated(other, l.hint);

    await context.clock.fastForward(1_000_000);
    await other.keyboard.press('Shift');
    await context.clock.fastForward(500_000);
    await expect(page.getByRole('alertdialog', { name: l.warning })).toHaveCount(0);
    await context.clock.fastForward(1_000_000);
    await expect(page.getByRole('alertdialog', { name: l.warning })).toBeVisible();
  });
});
