import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';

// The catalogue, settings and later capabilities' screens (issue 15 items 5 and 6) pass axe (WCAG
// 2.2 AA, serious and critical) and fit a 375 px phone, with the game edit form open too; a role
// without the permission has no entry for them.

test.describe.configure({ timeout: 150_000 });

for (const [width, locale] of [
  [1440, 'en'],
  [375, 'fr'],
] as const) {
  test(`the games, settings and capability screens pass axe at ${width} px, in ${locale}`, async ({
    page,
  }) => {
    const t = BO_MESSAGES[locale];
    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'admin', locale, '/games');
    await expect(page.getByRole('heading', { level: 1, name: t.games.title })).toBeVisible();
    await expect(page.getByTestId('games-table').locator('tbody tr').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);

    await page.getByTestId('games-table').getByRole('button', { name: t.games.edit }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(t.games.popularity)).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    // The contract's rule refuses a popularity out of range, in the operator's language, before any call.
    await dialog.getByLabel(t.games.popularity).fill('-5');
    await dialog.getByRole('button', { name: t.games.save }).click();
    await expect(dialog.locator('.field-error')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    for (const [path, title] of [
      ['/settings', t.settings.title],
      ['/sportsbook', t.sportsbook.title],
      ['/jackpots', t.jackpots.title],
      ['/bonuses', t.offers.title],
      ['/bonuses/codes', t.offers.title],
    ] as const) {
      await page.goto(`/backoffice${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
      await expectNoSideScroll(page);
    }
  });
}
