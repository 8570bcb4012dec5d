import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { MESSAGES } from '../support/site.js';

// The back office's big wins: the rule that picks the wins of /winners (checked before any call) and
// every recorded win, which a content operator hides from the site and shows again; an open
// /winners page follows without a reload.

test.describe.configure({ timeout: 90_000 });

test('a content operator hides a big win and an open Winners page drops it at once', async ({ page }) => {
  const t = BO_MESSAGES.en.winners;
  await operatorLogsIn(page, 'content', 'en', '/winners');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const rows = page.getByTestId('winners-list').getByRole('row');
  const newest = rows.filter({ has: page.getByRole('button', { name: t.hide, exact: true }) }).first();
  const shownAs = (await newest.getByText(/^shown as /).textContent())!.replace('shown as ', '');

  const site = await page.context().newPage();
  await site.goto('/winners');
  const list = site.getByRole('list', { name: MESSAGES.en.pages.winners.listLabel });
  await expect(list.getByText(shownAs, { exact: true })).toBeVisible();
  await expect(site.locator('.winners-live')).toHaveAttribute('data-open', 'true');

  await newest.getByRole('button', { name: t.hide, exact: true }).click();
  await expect(page.getByText(t.hiddenToast)).toBeVisible();
  await expect(list.getByText(shownAs, { exact: true })).toHaveCount(0);

  await page.getByLabel(t.filter).selectOption('hidden');
  await page.getByRole('button', { name: t.apply }).click();
  const hidden = rows.filter({ hasText: `shown as ${shownAs}` });
  await hidden.getByRole('button', { name: t.show, exact: true }).click();
  await expect(page.getByText(t.shownToast)).toBeVisible();
  await expect(list.getByText(shownAs, { exact: true })).toBeVisible();
});

for (const [width, locale] of [
  [1440, 'en'],
  [375, 'fr'],
] as const) {
  test(`the big-win rule is checked before it is sent, at ${width} px in ${locale}`, async ({ page }) => {
    const t = BO_MESSAGES[locale].winners;
    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'content', locale, '/winners');
    await expect(page.getByRole('heading', { level: 2, name: t.rule })).toBeVisible();
    const multiplier = page.getByLabel(t.minMultiplier);
    await expect(multiplier).toHaveValue('10');
    await multiplier.fill('0');
    await page.getByRole('button', { name: t.saveRule }).click();
    await expect(multiplier).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
  });
}
