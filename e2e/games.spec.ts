import type { Locator, Page } from '@playwright/test';
import { formatMessage } from '../apps/web/app/i18n/format.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// The game hall, the providers page and the game page (spec sections 2, 4 and 6), as a guest and as a
// player, in both locales, on the demo catalogue.

/** The hall's list of games. */
const grid = (page: Page): Locator => page.locator('.game-grid-list');
/** A game's card by the name it shows. */
const card = (page: Page, name: string): Locator =>
  grid(page)
    .locator('.game-card')
    .filter({ has: page.locator('.game-card-name', { hasText: name }) });

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  const hall = t.gamehall;
  const roulette = locale === 'fr' ? 'Roulette européenne' : 'European Roulette';
  const dice = locale === 'fr' ? 'Dés' : 'Dice';

  test.describe(`game hall in ${locale}`, () => {
    test('a guest browses by category, filters by provider, searches, sorts and opens a demo game', async ({
      page,
    }) => {
      await page.goto(localized('/gamehall', locale));
      await expect(page.getByRole('heading', { level: 1, name: hall.title })).toBeVisible();
      await expect(card(page, roulette)).toBeVisible();
      await expect(card(page, roulette).locator('img')).toHaveAttribute(
        'src',
        '/games/jeton-european-roulette.svg',
      );
      // No favourites for a guest: no heart, no favourites tab.
      await expect(grid(page).getByRole('button')).toHaveCount(0);
      const categories = page.getByRole('navigation', { name: hall.categories });
      await expect(categories.getByRole('link', { name: hall.favourites })).toHaveCount(0);

      // A category: its own page.
      const live = locale === 'fr' ? 'Casino en direct' : 'Live casino';
      await categories.getByRole('link', { name: live }).click();
      await expect(page).toHaveURL(localized('/gamehall/live', locale));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(live);
      await expect(card(page, 'Velvet Roulette')).toBeVisible();
      await expect(card(page, dice)).toHaveCount(0);

      // Providers, as a comma list in the query.
      await categories.getByRole('link', { name: hall.allGames }).click();
      await expect(page).toHaveURL(localized('/gamehall', locale));
      await page.getByText(hall.allProviders).click();
      await page.getByRole('checkbox', { name: 'Quantum Arcade' }).check();
      await page.getByRole('checkbox', { name: 'Golden Scarab' }).check();
      await page.getByRole('button', { name: hall.applyProviders }).click();
      await expect(page).toHaveURL(
        `${localized('/gamehall', locale)}?providers=golden-scarab%2Cquantum-arcade`,
      );
      await expect(card(page, 'Neon Crash')).toBeVisible();
      await expect(card(page, 'Scarab Riches')).toBeVisible();
      await expect(card(page, roulette)).toHaveCount(0);
      await expect(page.getByText(locale === 'fr' ? '14 jeux' : '14 games')).toBeVisible();

      // Search, then sort by name.
      await page.getByRole('link', { name: hall.clearFilters }).click();
      await expect(page).toHaveURL(localized('/gamehall', locale));
      await expect(page.getByRole('link', { name: hall.clearFilters })).toHaveCount(0);
      await page.getByRole('searchbox', { name: hall.searchLabel }).fill('roulette');
      await page.getByRole('searchbox', { name: hall.searchLabel }).press('Enter');
      await expect(page).toHaveURL(`${localized('/gamehall', locale)}?query=roulette`);
      await expect(card(page, roulette)).toBeVisible();
      await expect(card(page, dice)).toHaveCount(0);
      await page.getByRole('combobox', { name: hall.sortLabel }).selectOption('name');
      await expect(page).toHaveURL(`${localized('/gamehall', locale)}?query=roulette&sort=name`);
      // By the name shown: "European Roulette" comes first in English, "Roulette européenne" after
      // "Obelisk Roulette" in French.
      const byName =
        locale === 'fr'
          ? ['obelisk-roulette', 'jeton-european-roulette', 'speed-roulette-live', 'velvet-roulette-live']
          : ['jeton-european-roulette', 'obelisk-roulette', 'speed-roulette-live', 'velvet-roulette-live'];
      await expect(grid(page).locator('.game-card').first()).toHaveAttribute('data-sysname', byName[0]!);
      expect(
        await grid(page)
          .locator('.game-card')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-sysname'))),
      ).toEqual(byName);

      // A search with nothing to find says so.
      await page.getByRole('searchbox', { name: hall.searchLabel }).fill('zzzz-nothing');
      await page.getByRole('searchbox', { name: hall.searchLabel }).press('Enter');
      await expect(page.getByText(hall.emptyFiltered)).toBeVisible();

      // The game page: the demo-mode popup, then the frame on the demo play URL.
      await page.goto(localized('/gamehall', locale));
      await card(page, roulette).getByRole('link').click();
      await expect(page).toHaveURL(localized('/game/jeton-european-roulette', locale));
      await expect(page.getByRole('heading', { level: 1, name: roulette })).toBeVisible();
      const popup = page.locator('dialog[open]');
      await expect(popup.getByRole('heading', { name: roulette })).toBeVisible();
      await popup.getByRole('button', { name: t.game.playForFun }).click();
      await expect(popup).toHaveCount(0);
      await expect(page).toHaveURL(`${localized('/game/jeton-european-roulette', locale)}?mode=demo`);
      await expect(page.locator('iframe.game-frame')).toHaveAttribute(
        'src',
        localized('/platform/game/jeton-european-roulette/demo', locale),
      );
      await expect(page.getByText(t.game.demoMode)).toBeVisible();
      // Its canonical address carries the platform segment.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${localized('/platform/game/jeton-european-roulette', locale).replace(/\//g, '\\/')}$`),
      );
    });

    test('the category query parameter goes to the category page; an unknown category is not found', async ({
      page,
    }) => {
      await page.goto(`${localized('/gamehall', locale)}?category=slots&providers=jeton`);
      await expect(page).toHaveURL(`${localized('/gamehall/slots', locale)}?providers=jeton`);
      await expect(card(page, locale === 'fr' ? 'Rouleaux fruités' : 'Fruit Reels')).toBeVisible();
      await expect(page.locator('.game-card')).toHaveCount(1);
      const response = await page.goto(localized('/gamehall/no-such-category', locale));
      expect(response?.status()).toBe(404);
    });

    test('a player keeps a favourite, finds it under favourites and removes it', async ({
      page,
      session,
    }) => {
      await session.register();
      await page.goto(localized('/gamehall', locale));
      const heart = card(page, dice).getByRole('button', {
        name: t.gameCard.addFavourite.replace('{game}', dice),
      });
      await heart.click();
      const liked = card(page, dice).getByRole('button', {
        name: t.gameCard.removeFavourite.replace('{game}', dice),
      });
      await expect(liked).toHaveAttribute('aria-pressed', 'true');

      await page
        .getByRole('navigation', { name: hall.categories })
        .getByRole('link', { name: hall.favourites })
        .click();
      await expect(page).toHaveURL(localized('/gamehall/favourites', locale));
      await expect(page.locator('.game-card')).toHaveCount(1);
      await card(page, dice)
        .getByRole('button', { name: t.gameCard.removeFavourite.replace('{game}', dice) })
        .click();
      await expect(page.getByText(hall.emptyFavourites)).toBeVisible();

      // Still gone after a reload: the server has it.
      await page.reload();
      await expect(page.getByText(hall.emptyFavourites)).toBeVisible();
    });

    test('a player granted free spins finds them in the hall with the game, and the link opens it', async ({
      page,
      session,
      admin,
    }) => {
      const { uid } = await session.register();
      await admin.grantFreeSpins(uid, { game: 'jeton-fruit-reels', count: 7, stake: '100' });
      await page.goto(localized('/gamehall', locale));
      const packs = page.getByRole('region', { name: hall.freeSpinsTitle });
      const pack = packs.getByRole('link', { name: locale === 'fr' ? /Rouleaux fruités/ : /Fruit Reels/ });
      await expect(pack).toContainText(formatMessage(hall.freeSpins, { count: 7 }, locale));
      await expect(pack.locator('img')).toHaveAttribute('src', '/games/jeton-fruit-reels.svg');
      await pack.click();
      await expect(page).toHaveURL(localized('/game/jeton-fruit-reels', locale));

      // Profile → Bonuses names the game in the page's language too.
      await page.goto(localized('/profile/bonuses', locale));
      const game = locale === 'fr' ? 'Rouleaux fruités' : 'Fruit Reels';
      const bonuses = t.pages.bonuses;
      await expect(
        page.getByRole('link', { name: formatMessage(bonuses.play, { game }, locale) }),
      ).toBeVisible();
      await expect(
        page.getByText(formatMessage(bonuses.freeSpins, { count: 7, game }, locale)),
      ).toBeVisible();
    });

    test('a player with an empty balance is asked to deposit, unless the game allows it', async ({
      page,
      session,
    }) => {
      await session.register();
      await page.goto(localized('/game/jeton-dice', locale));
      await expect(page.getByRole('heading', { name: t.game.depositTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: t.game.depositButton })).toHaveAttribute(
        'href',
        localized('/cashier/deposit', locale),
      );
      await expect(page.locator('iframe.game-frame')).toHaveCount(0);
      // Demo stays open to them.
      await page.getByRole('button', { name: t.game.playForFun }).click();
      await expect(page.locator('iframe.game-frame')).toHaveAttribute(
        'src',
        localized('/platform/game/jeton-dice/demo', locale),
      );

      // Plinko's item config lets a zero balance in.
      await page.goto(localized('/game/jeton-plinko', locale));
      await expect(page.locator('iframe.game-frame')).toHaveAttribute(
        'src',
        localized('/platform/game/jeton-plinko/play', locale),
      );
    });

    test('the demo player plays for real money in the frame', async ({ page, session }) => {
      await session.logIn();
      await page.goto(localized('/game/jeton-fruit-reels', locale));
      await expect(page.locator('iframe.game-frame')).toHaveAttribute(
        'src',
        localized('/platform/game/jeton-fruit-reels/play', locale),
      );
      await expect(page.getByRole('button', { name: t.game.fullScreen })).toBeVisible();
      // A live table without full screen in its item config shows no toggle.
      await page.goto(localized('/game/velvet-roulette-live', locale));
      await expect(page.locator('iframe.game-frame')).toHaveAttribute(
        'src',
        localized('/platform/game/velvet-roulette-live/play', locale),
      );
      await expect(page.getByRole('button', { name: t.game.fullScreen })).toHaveCount(0);
    });

    test('the providers page lists the studios and leads to their games', async ({ page }) => {
      await page.goto(localized('/providers', locale));
      await expect(page.getByRole('heading', { level: 1, name: t.pages.providers.title })).toBeVisible();
      const list = page.locator('.provider-list > li');
      await expect(list).toHaveCount(6);
      await list.filter({ hasText: 'Golden Scarab' }).getByRole('link').click();
      await expect(page).toHaveURL(`${localized('/gamehall', locale)}?providers=golden-scarab`);
      await expect(card(page, 'Scarab Riches')).toBeVisible();
      await expect(card(page, roulette)).toHaveCount(0);
    });
  });
}
