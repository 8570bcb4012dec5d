import { pointsValues } from '../../apps/web/app/features/loyalty/points.js';
import { formatMessage } from '../../apps/web/app/i18n/format.js';
import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { MESSAGES } from '../support/site.js';

// The back office's loyalty screen: a content operator (loyalty.manage) creates a shop product,
// which players see at once, then takes it off sale; the form refuses a bad price before sending.

test.describe.configure({ timeout: 90_000 });

test('a content operator puts a new product on sale and takes it off again', async ({ page }) => {
  const l = BO_MESSAGES.en.loyaltyAdmin;
  await operatorLogsIn(page, 'content', 'en', '/loyalty');
  await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
  await expect(page.getByTestId('loyalty-levels').getByRole('row')).toHaveCount(5);
  const name = `E2E spins ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: l.newProduct }).click();
  await page.getByLabel(l.fields.sysname).fill(`e2e-${Date.now().toString(36)}`);
  await page.getByLabel(l.fields.nameEn).fill(name);
  await page.getByLabel(l.fields.nameFr).fill(`${name} fr`);
  await page.getByLabel(l.fields.count).fill('15');
  await page.getByLabel(l.fields.stake).fill('0.30');
  await page.getByLabel(l.fields.price).fill('75');
  await page.getByRole('button', { name: l.save }).click();
  await expect(page.getByText(l.saved)).toBeVisible();
  const row = page.getByTestId('loyalty-products').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('15');
  expect(await seriousViolations(page)).toEqual([]);

  const site = await page.context().newPage();
  await site.goto('/loyalty/shop');
  const card = site.locator('.loyalty-products > li').filter({ hasText: name });
  await expect(card).toContainText(
    formatMessage(MESSAGES.en.pages.loyaltyShop.price, pointsValues(75, 'en'), 'en'),
  );

  await row.getByRole('button', { name: l.deactivate }).click();
  await expect(page.getByText(l.deactivated)).toBeVisible();
  await expect(row).toContainText(l.offSale);
  await site.reload();
  await expect(site.locator('.loyalty-products > li').first()).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the product form refuses a bad price before sending, and an unknown player’s points, at 375 px in fr', async ({
  page,
}) => {
  const l = BO_MESSAGES.fr.loyaltyAdmin;
  await page.setViewportSize({ width: 375, height: 900 });
  await operatorLogsIn(page, 'content', 'fr', '/loyalty');
  await page.getByRole('button', { name: l.newProduct }).click();
  const price = page.getByLabel(l.fields.price);
  await price.fill('-5');
  await page.getByRole('button', { name: l.save }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: l.cancel }).click();

  await page.getByLabel(l.playerId).fill('999999999');
  await page.getByRole('button', { name: l.look }).click();
  // No such player: a refusal, no made-up points.
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('loyalty-player-summary')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);
});
