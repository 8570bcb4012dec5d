import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// /winners: the big wins of the demo regulars (played through the studio at the server's first
// start), listed with their game, amount and stake; live on the first page; at a desktop's and a
// phone's width in both languages.

for (const locale of LOCALES) {
  test(`a guest reads the latest big wins and goes to a winning game (${locale})`, async ({ page }) => {
    const t = MESSAGES[locale].pages.winners;
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized('/winners', locale));
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      const wins = page.getByRole('list', { name: t.listLabel }).getByRole('listitem');
      await expect(wins.first()).toBeVisible();
      // Each win says who won how much, on which game, for which stake.
      const first = wins.first();
      const won = new RegExp(t.won.replace('{amount}', '.+'));
      await expect(first.getByText(won)).toBeVisible();
      await expect(first.getByText(/×/)).toBeVisible();
      await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      // The first page follows the server's signals.
      await expect(page.locator('.winners-live')).toHaveAttribute('data-open', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSideScroll(page);
    }
    const game = page.getByRole('list', { name: t.listLabel }).getByRole('link').first();
    const href = await game.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${localized('/game/', locale)}`));
    await game.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
}
