import { expect, test } from '../support/fixtures.js';
import { localized, MESSAGES } from '../support/site.js';

// Maintenance (spec section 8): while the operator has the site in maintenance, every page answers
// 503 with the maintenance page, in the empty layout. Run after the player-site specs, alone.

test.afterEach(async ({ admin }) => {
  await admin.resetGeneralInfo();
});

for (const locale of ['en', 'fr'] as const) {
  test(`the maintenance page while the site is in maintenance (${locale})`, async ({
    page,
    admin,
    session,
  }) => {
    const t = MESSAGES[locale];
    await session.logIn();
    await admin.changeGeneralInfo({ domain_state: 'maintenance' });

    for (const path of ['/', '/gamehall', '/cashier/deposit']) {
      const response = await page.goto(localized(path, locale));
      expect(response?.status(), path).toBe(503);
      await expect(page.getByRole('heading', { level: 1, name: t.system.maintenance.heading })).toBeVisible();
      await expect(page.getByText(t.system.maintenance.description)).toBeVisible();
    }
    // The empty layout (logo and locale switch, no navigation), and the page offers no button.
    await expect(page.getByRole('navigation', { name: t.header.mainNav })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);

    await admin.changeGeneralInfo({ domain_state: 'active' });
    const back = await page.goto(localized('/gamehall', locale));
    expect(back?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: t.gamehall.title })).toBeVisible();
  });
}

test('a disabled site shows the maintenance page too', async ({ page, admin }) => {
  await admin.changeGeneralInfo({ domain_state: 'disabled' });
  const response = await page.goto('/promotions');
  expect(response?.status()).toBe(503);
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES.en.system.maintenance.heading }),
  ).toBeVisible();
});

test('the inactivity time the operator sets reaches the player site', async ({ page, admin, session }) => {
  await admin.changeGeneralInfo({ time_to_force_logout: 45 });
  await session.logIn();
  const general = await page.request.get('/api/metadata/getgeneralinfo?v=2.34&locale=en');
  expect((await general.json()).data.time_to_force_logout).toBe(45);
});
