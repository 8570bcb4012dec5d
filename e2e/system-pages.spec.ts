import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES } from './support/site.js';

// System pages reached by the player (spec sections 2 and 8): not found (404), user blocked (403
// for a banned player) and forbidden (any other 403: a closed account's session). Maintenance changes the whole site: see site-settings/maintenance.spec.ts.

const en = MESSAGES.en;
const fr = MESSAGES.fr;

test.describe('not found', () => {
  test('an unknown path answers 404 with "Page Not Found: {full path}"', async ({ page }) => {
    const response = await page.goto('/no-such-page/deeper?ref=mail');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: en.system.notFound.heading })).toBeVisible();
    await expect(
      page.getByText('Page Not Found: /no-such-page/deeper?ref=mail', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${en.system.notFound.title} | Jeton`);
    // The default layout: the header stays, so the visitor can go on.
    await expect(page.getByRole('banner').getByRole('link', { name: en.header.homeLabel })).toBeVisible();
  });

  test('an unknown content page is a 404 too', async ({ page }) => {
    const response = await page.goto('/no-such-slug');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /no-such-slug', { exact: true })).toBeVisible();
  });

  test('in French the page says it in French', async ({ page }) => {
    const response = await page.goto('/fr/nulle-part');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: fr.system.notFound.heading })).toBeVisible();
    await expect(page.getByText('Page introuvable : /fr/nulle-part', { exact: true })).toBeVisible();
  });
});

test.describe('user blocked', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`a banned player sees the user-blocked page with its support button (${locale})`, async ({
      page,
      session,
      admin,
    }) => {
      const t = MESSAGES[locale];
      const player = await session.register();
      await page.goto(localized('/gamehall', locale));
      await expect(page.getByRole('heading', { level: 1, name: t.gamehall.title })).toBeVisible();

      await admin.ban(player.uid);
      const response = await page.goto(localized('/promotions', locale));
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: t.system.userBlocked.heading })).toBeVisible();
      await expect(page.getByText(t.system.userBlocked.description)).toBeVisible();
      await expect(page.getByRole('link', { name: t.system.userBlocked.button })).toHaveAttribute(
        'href',
        localized('/support', locale),
      );

      // Unblocked, the same session plays on.
      await admin.unban(player.uid);
      const again = await page.goto(localized('/promotions', locale));
      expect(again?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: t.pages.promotions.title })).toBeVisible();
    });
  }

  test('a banned player meets the page on a client-side navigation too', async ({ page, session, admin }) => {
    const player = await session.register();
    await page.goto('/gamehall');
    await admin.ban(player.uid);
    await page
      .getByRole('navigation', { name: en.header.mainNav })
      .getByRole('link', { name: en.nav.tournaments })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: en.system.userBlocked.heading })).toBeVisible();
    await page.getByRole('link', { name: en.system.userBlocked.button }).click();
    await expect(page).toHaveURL('/support');
  });
});

test.describe('forbidden', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`a 403 without the banned type shows the forbidden page (${locale})`, async ({
      page,
      session,
      admin,
    }) => {
      const t = MESSAGES[locale];
      const player = await session.register();
      await admin.closeAccount(player.uid);
      const response = await page.goto(localized('/gamehall', locale));
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: t.system.forbidden.heading })).toBeVisible();
      await expect(page.getByText(t.system.forbidden.description)).toBeVisible();
      // The empty layout, and no button: not the user-blocked page.
      await expect(page.getByRole('navigation', { name: t.header.mainNav })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
    });
  }
});
