import type { Page } from '@playwright/test';
import { SEED_GAMES } from '../../apps/server/src/modules/games/game-catalogue-data.js';
import { BO_MESSAGES, callBackoffice, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { LOCALES, localized } from '../support/site.js';

// A content operator runs the catalogue in the back office (issue 15 item 5) and the player's hall
// follows at once: a disabled game leaves it, a game moved to the top comes first. It changes what
// every visitor sees, hence here (after the player-site specs, one at a time).

test.describe.configure({ timeout: 120_000 });

const byPopularity = [...SEED_GAMES].sort((a, b) => b.popularity - a.popularity);
/** The games of the hall, by their cover (its file is named after the sysname): any locale. */
const hallSysnames = async (page: Page) =>
  (await page
    .locator('.game-grid-list .game-card img')
    .evaluateAll((images) =>
      images.map((image) => (image.getAttribute('src') ?? '').replace(/^.*\/games\/|\.svg$/g, '')),
    )) as string[];

for (const [index, locale] of LOCALES.entries()) {
  const t = BO_MESSAGES[locale];
  // Each locale its own games, so that a failed run of one leaves the other's check intact.
  const disabled = byPopularity[index]!;
  const promoted = byPopularity[10 + index]!;

  test(`a content operator disables a game and moves another to the top; the hall follows, in ${locale}`, async ({
    page,
  }) => {
    const hall = await page.context().newPage();
    await hall.goto(localized('/gamehall', locale));
    expect(await hallSysnames(hall)).toContain(disabled.sysname);

    await operatorLogsIn(page, 'content', locale, `/games?query=${disabled.sysname}`);
    const nav = page.getByRole('navigation', { name: t.nav.label });
    await expect(nav.getByRole('link', { name: t.nav.games })).toBeVisible();
    // Content runs the catalogue, not the site's settings.
    await expect(nav.getByRole('link', { name: t.nav.settings })).toHaveCount(0);
    const rows = page.getByTestId('games-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    try {
      await rows.getByRole('button', { name: t.games.disableLabel.replace('{name}', disabled.name) }).click();
      await expect(page.getByText(t.games.disabled.replace('{name}', disabled.name))).toBeVisible();
      await expect(rows).toContainText(t.games.states.disabled);

      await page.getByLabel(t.games.search).fill(promoted.sysname);
      await page.getByRole('button', { name: t.games.filter }).click();
      await expect(rows).toHaveCount(1);
      await rows
        .getByRole('button', { name: t.games.moveFirstLabel.replace('{name}', promoted.name) })
        .click();
      await expect(page.getByText(t.games.moved.replace('{name}', promoted.name))).toBeVisible();

      // The hall's renderer keeps the catalogue's answers 5 s (decision 0050): the change shows within that.
      await expect
        .poll(
          async () => {
            await hall.reload();
            const shown = await hallSysnames(hall);
            return { first: shown[0], hasDisabled: shown.includes(disabled.sysname) };
          },
          { timeout: 15_000, intervals: [1_000] },
        )
        .toEqual({ first: promoted.sysname, hasDisabled: false });
    } finally {
      // Back to the demo catalogue for the specs after this one.
      for (const game of [disabled, promoted]) {
        const found = await callBackoffice(page.request, 'catalogue/list', { query: game.sysname });
        const id = (await found.json()).data.items[0].id as number;
        await callBackoffice(page.request, 'catalogue/updateGame', {
          id,
          enabled: true,
          popularity: game.popularity,
        });
      }
    }
  });
}
