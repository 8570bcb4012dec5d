import type { Route } from '@playwright/test';
import { formatMessage } from '../apps/web/app/i18n/format.js';
import { getApi } from './support/api.js';
import { expectAccessibleAndFits } from './support/axe.js';
import { depositThroughSandbox } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES } from './support/site.js';

// The tournaments on the site (spec section 2: /tournaments, /tournaments/{id}, /tournaments/{id}/gamehall)
// on the demo's three tournaments: a guest reads the lists, a finished cup's winners and the 404; a
// new player joins the running race, plays a real-money dice round and finds their row on the live
// leaderboard. Each journey once in English on a desktop and once in French on a 375 px phone.

test.describe.configure({ timeout: 90_000 });

const DEMO = {
  en: { race: 'Weekly House Race', cup: 'Launch Cup', sprint: 'Weekend Dice Sprint', dice: 'Dice' },
  fr: {
    race: 'Course maison de la semaine',
    cup: 'Coupe de lancement',
    sprint: 'Sprint des dés du week-end',
    dice: 'Dés',
  },
} as const;

const JOURNEYS = [
  ['en', 1440],
  ['fr', 375],
] as const;

for (const [locale, width] of JOURNEYS) {
  const t = MESSAGES[locale].pages;
  const demo = DEMO[locale];

  test(`a guest reads the tournaments, a finished cup's winners and an unknown id (${locale}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(localized('/tournaments', locale));
    await expect(page.getByRole('heading', { level: 1, name: t.tournaments.title })).toBeVisible();
    await expect(page.getByText(/will be listed here|seront listés ici/)).toHaveCount(0);
    const guest = page.getByRole('region', { name: t.tournaments.guestTitle });
    await expect(guest.getByRole('button', { name: t.tournaments.register })).toBeVisible();
    const running = page.getByRole('region', { name: t.tournaments.running });
    const race = running.getByRole('listitem').filter({ hasText: demo.race });
    await expect(race.getByRole('button', { name: t.tournaments.loginToJoin })).toBeVisible();
    await expect(race).toContainText(t.tournaments.prizePool);
    // Its picture (image_url) is there and loaded.
    const banner = race.locator('img.tournament-banner');
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toHaveAttribute('src', '/tournaments/house-race.svg');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(
      page.getByRole('region', { name: t.tournaments.upcoming }).getByRole('link', {
        name: formatMessage(t.tournaments.details, { name: demo.sprint }, locale),
      }),
    ).toBeVisible();
    await expectAccessibleAndFits(page);

    await page
      .getByRole('region', { name: t.tournaments.finished })
      .getByRole('link', { name: formatMessage(t.tournaments.details, { name: demo.cup }, locale) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: demo.cup })).toBeVisible();
    await expect(page.locator('img.tournament-banner-hero')).toHaveAttribute(
      'src',
      '/tournaments/house-cup.svg',
    );
    const winners = page.getByRole('region', { name: t.tournament.winners });
    await expect(winners.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('region', { name: t.tournament.rules })).toContainText(t.tournament.ruleTies);
    await expectAccessibleAndFits(page);

    const missing = await page.goto(localized('/tournaments/987654', locale));
    expect(missing?.status()).toBe(404);
  });

  test(`a player joins the race, plays a real-money round and sees their points on the leaderboard (${locale}, ${width} px)`, async ({
    page,
    session,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await session.register();
    await depositThroughSandbox(page.request, 20);
    await page.goto(localized('/tournaments', locale));
    const race = page
      .getByRole('region', { name: t.tournaments.running })
      .getByRole('listitem')
      .filter({ hasText: demo.race });
    await race
      .getByRole('button', { name: formatMessage(t.tournaments.joinLabel, { name: demo.race }, locale) })
      .click();
    await expect(race.getByTestId('tournament-joined')).toBeVisible();

    await race
      .getByRole('link', { name: formatMessage(t.tournaments.details, { name: demo.race }, locale) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: demo.race })).toBeVisible();
    await expect(page.getByTestId('tournament-my-standing')).toContainText(/\d/);
    const tournamentUrl = page.url();
    const tournamentId = Number(new URL(tournamentUrl).pathname.split('/').at(-1));
    const mine = page.getByTestId('tournament-leaderboard').locator('tr[aria-current="true"]');
    await expect(mine.getByRole('cell').nth(1)).toHaveText('0');

    // The live stream is held while the round is played in a second tab, as a slow connection would:
    // the points arrive between the page's reading and the stream's opening, and the page must still
    // show them once the stream opens (it re-reads on connecting, not only on later signals).
    const held: Route[] = [];
    await page.route('**/api/tournaments/stream**', (route) => {
      held.push(route);
    });
    await page.reload();
    await expect(mine.getByRole('cell').nth(1)).toHaveText('0');

    const tab = await page.context().newPage();
    await tab.setViewportSize({ width, height: 900 });
    await tab.goto(tournamentUrl);
    await tab.getByRole('region', { name: t.tournaments.prizePool }).getByRole('link').click();
    const games = tab.getByTestId('tournament-games');
    await expect(games.getByRole('listitem').first()).toBeVisible();
    await expectAccessibleAndFits(tab);
    await games.getByRole('link', { name: new RegExp(`^${demo.dice}\\b`) }).click();
    const frame = tab.frameLocator('iframe.game-frame');
    await expect(frame.getByTestId('studio-balance')).toBeVisible();
    await frame.getByTestId('play').click();
    await expect(frame.getByTestId('round-message')).toBeVisible();
    // The relay scores the round: a 1.00 stake scores 1 point.
    await expect
      .poll(
        async () =>
          (
            await getApi<{ items: { user_info: { points: number } | null }[] }>(
              page.request,
              'tournaments/get',
              locale,
              { ids: tournamentId },
            )
          ).items[0]?.user_info?.points,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await tab.close();

    await expect(mine.getByRole('cell').nth(1)).toHaveText('0');
    await page.unroute('**/api/tournaments/stream**');
    for (const route of held) await route.continue().catch(() => undefined);
    await expect(mine.getByRole('cell').nth(1)).not.toHaveText(/^0$/);
    await expectAccessibleAndFits(page);
  });
}
