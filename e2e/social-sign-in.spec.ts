import type { Page } from '@playwright/test';
import { apiPath } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES } from './support/site.js';

// Social sign-in (spec section 2: the 640x480 /oauth/init popup) with the built-in sandbox OpenID
// provider, linking to an existing account after its password, and the Telegram mini-app entry with
// init data signed for the sandbox bot (/dev/telegram). The rules (forged state, nonce, replays,
// expired or forged init data) are tested by the API tests; here, what the visitor goes through.

const SANDBOX_PAGE = {
  en: { submit: 'Sign in and continue', email: 'Email' },
  fr: { submit: 'Se connecter et continuer', email: 'E-mail' },
} as const;

const loginButton = (page: Page, locale: 'en' | 'fr') =>
  page.getByRole('banner').getByRole('button', { name: MESSAGES[locale].header.login, exact: true });

async function openSandboxPopup(page: Page, locale: 'en' | 'fr') {
  const t = MESSAGES[locale];
  await loginButton(page, locale).click();
  const dialog = page.locator('dialog[open]');
  const button = dialog.getByRole('button', {
    name: new RegExp(t.auth.social.continueWith.replace('{provider}', 'Sandbox ID')),
  });
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.waitForLoadState();
  return popup;
}

/**
 * Spec section 4: a player made by a social sign-in or the mini app gets the social registration
 * popup, which Escape does not close; completing it (currency, terms) frees the site.
 */
async function completeSocialRegistration(page: Page, locale: 'en' | 'fr', currency: string) {
  const t = MESSAGES[locale];
  const dialog = page.locator('dialog[open]');
  await expect(dialog.getByRole('heading', { name: t.auth.socialRegistration.title })).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.dialogs.close })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('heading', { name: t.auth.socialRegistration.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The terms are required: submitting without them says so and completes nothing.
  await dialog.getByRole('button', { name: t.auth.socialRegistration.submit }).click();
  await expect(dialog.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(t.auth.fields.currency).selectOption(currency);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: t.auth.socialRegistration.submit }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  // The account is complete, in the chosen currency, and the popup does not come back.
  const info = await page.request.get(apiPath('account/getInfo', locale));
  expect((await info.json()).data).toMatchObject({ currency, is_registration_completed: true });
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  // And the site answers the player: its pages open behind no popup.
  await page.goto(localized('/profile', locale));
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
}

test.describe('social sign-in', () => {
  test('a visitor signs in with the sandbox provider in the popup and lands back where they were (en)', async ({
    page,
  }) => {
    await page.goto('/promotions?from=test');
    const popup = await openSandboxPopup(page, 'en');
    await expect(popup).toHaveURL(/\/sandbox\/oidc\/authorize\?/);
    expect(await seriousViolations(popup)).toEqual([]);
    await popup
      .getByLabel(SANDBOX_PAGE.en.email)
      .fill(`social-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: SANDBOX_PAGE.en.submit }).click();
    await closed;
    await expect(loginButton(page, 'en')).toHaveCount(0);
    await expect(page).toHaveURL(/\/promotions\?from=test$/);
    await completeSocialRegistration(page, 'en', 'USD');
  });

  test('an email of an existing account is linked only after its password (fr)', async ({
    page,
    createPlayer,
  }) => {
    const player = await createPlayer();
    await page.goto(localized('/gamehall', 'fr'));
    const popup = await openSandboxPopup(page, 'fr');
    await popup.getByLabel(SANDBOX_PAGE.fr.email).fill(player.login);
    await popup.getByRole('button', { name: SANDBOX_PAGE.fr.submit }).click();
    await expect(popup.getByRole('heading', { name: 'Associer votre compte' })).toBeVisible();
    expect(await seriousViolations(popup)).toEqual([]);
    // Not signed in by the email alone; the page, reloaded meanwhile, still learns of the sign-in.
    await page.reload();
    await expect(loginButton(page, 'fr')).toBeVisible();
    await popup.getByLabel('Mot de passe').fill('wrong-password');
    await popup.getByRole('button', { name: 'Associer et se connecter' }).click();
    await expect(popup.getByRole('alert')).toBeVisible();
    await popup.getByLabel('Mot de passe').fill(player.password);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Associer et se connecter' }).click();
    await closed;
    await expect(loginButton(page, 'fr')).toHaveCount(0);
    await expect(page).toHaveURL(/\/fr\/gamehall$/);
  });
});

test.describe('Telegram mini app', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`a mini-app visit with signed init data registers and logs in (${locale})`, async ({ page }) => {
      await page.goto(`/dev/telegram${locale === 'fr' ? '?locale=fr' : ''}`);
      expect(await seriousViolations(page)).toEqual([]);
      const id = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
      await page.goto(`/dev/telegram/open?id=${id}&username=tg${id}&first_name=Tess&language_code=${locale}`);
      await expect(page).toHaveURL(new RegExp(`${localized('/', locale).replace('/', '\\/')}$`));
      await expect(loginButton(page, locale)).toHaveCount(0);
      await expect(page.locator('html')).toHaveClass(/in-mini-app/);
      if (locale === 'fr') await completeSocialRegistration(page, 'fr', 'USD');
      // The next visit of the same Telegram user is the same player, logged in again.
      await page.context().clearCookies();
      await page.goto(`/dev/telegram/open?id=${id}&username=tg${id}&first_name=Tess&language_code=${locale}`);
      await expect(loginButton(page, locale)).toHaveCount(0);
    });
  }
});
