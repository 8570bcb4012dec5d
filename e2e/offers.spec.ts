import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// /offers and /promotions: the deposit offers the bonus engine grants, worded from their terms, each
// a way to the deposit page with the offer already chosen. English at 1440 px, French at 375.

test.describe.configure({ timeout: 90_000 });

for (const locale of LOCALES) {
  const width = locale === 'en' ? 1440 : 375;
  test(`a player takes an offer from its page to the deposit form (${locale}, ${width} px)`, async ({
    page,
    session,
  }) => {
    const t = MESSAGES[locale];
    const o = t.pages.offers;
    await page.setViewportSize({ width, height: 900 });
    await session.register();
    const welcome = locale === 'fr' ? /Offre de bienvenue/ : /Welcome offer/;

    await page.goto(localized('/promotions', locale));
    await expect(page.getByRole('heading', { level: 1, name: t.pages.promotions.title })).toBeVisible();
    const card = page
      .getByRole('list', { name: t.pages.promotions.title })
      .getByRole('listitem')
      .filter({ hasText: welcome });
    await expect(card.getByText(o.wagerTerm.split('{')[0]!.trim(), { exact: false })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);

    await card.getByRole('link', { name: o.details }).click();
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: o.terms })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: o.take }).click();
    await expect(page).toHaveURL(/\/cashier\/deposit\?offer=\d+$/);
    await page.locator('a[href*="/cashier/deposit/ewallet?offer="]').click();
    await expect(page).toHaveURL(/\/cashier\/deposit\/ewallet\?offer=\d+$/);
    await expect(page.getByRole('radio', { name: welcome })).toBeChecked();
  });
}

test('an unknown offer is a 404', async ({ page }) => {
  const response = await page.goto('/offers/999999');
  expect(response?.status()).toBe(404);
});
