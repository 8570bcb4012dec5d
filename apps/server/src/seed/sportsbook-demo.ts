import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { FeedKind, SignedFeedMessage } from '../ports/odds-feed.js';
import { winnerOf } from '../providers/odds/market-outcomes.js';
import type { Services } from '../services.js';
import { seedDepositedPlayer } from './deposited-demo-player.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The README's sportsbook demo player: one open bet on a match in three days and one won bet on a
 * match that finished; an open double and a treble won at reduced odds (one leg void) (decision
 * 0067). Both matches come through the sandbox odds feed (applied here at once, and
 * seen again as duplicates when the outbox delivers them), the bets through the real placement
 * (two-phase holds), and the win through the settler, so the ledger holds every movement. The open
 * single and double (matches to come, whose prices the sandbox keeps still) carry a cash-out offer
 * in My bets (decision 0074).
 */
export const SPORTSBOOK_DEMO_PLAYER = {
  login: 'punter@jeton.test',
  password: 'demo1234',
  fakename: 'PunterDemo',
  depositMinor: 20_000n,
  openStakeMinor: 1_000n,
  wonStakeMinor: 2_000n,
  doubleStakeMinor: 500n,
  trebleStakeMinor: 300n,
} as const;

/** Seeds the player and their bets once: a database that has the player is left alone. */
export async function seedSportsbookDemo(services: Services): Promise<void> {
  const { db, sportsbookFeed, sportsbookFeedConsumer, clock } = services;
  const demo = SPORTSBOOK_DEMO_PLAYER;
  const userId = await seedDepositedPlayer(services, { ...demo, seed: 'sportsbook-demo' });
  if (userId === null) {
    // A database seeded before multiples existed gets them once.
    const [player] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM users WHERE login = ${demo.login}`,
    );
    if (player) {
      await seedMultiples(services, Number(player.id));
      await seedFreeBet(services, Number(player.id));
    }
    return;
  }
  const apply = (message: SignedFeedMessage) =>
    db.transaction((tx) => sportsbookFeedConsumer.apply(tx, message));
  const send = async <K extends FeedKind>(...args: Parameters<typeof sportsbookFeed.send<K>>) =>
    apply(await sportsbookFeed.send(...args));
  const now = clock.now().getTime();

  const upcoming = await sportsbookFeed.fixture('football', new Date(now + 3 * DAY_MS));
  const finished = await sportsbookFeed.fixture('tennis', new Date(now + DAY_MS));
  for (const fixture of [upcoming, finished]) {
    await send('fixture', fixture);
  }
  const bet = async (selectionFeedId: string, stakeMinor: bigint, key: string) => {
    const [selection] = await queryRows<{ id: string; odds_hundredths: number }>(
      db,
      sql`SELECT id, odds_hundredths FROM sports_selections WHERE feed_id = ${selectionFeedId}`,
    );
    await services.sportsbook.placeBet(
      'en',
      { userId, currency: 'EUR' },
      {
        selectionId: Number(selection!.id),
        stakeMinor,
        oddsHundredths: Number(selection!.odds_hundredths),
        requestId: key,
        bettingBonusId: null,
      },
    );
  };
  await bet(upcoming.markets[0]!.selections[0]!.feedId, demo.openStakeMinor, 'seed-open-bet');
  const winner = finished.markets[0]!.selections[0]!;
  await bet(winner.feedId, demo.wonStakeMinor, 'seed-won-bet');
  await send('event_status', {
    eventFeedId: finished.feedId,
    status: 'finished',
    score: { home: 2, away: 1 },
  });
  // Every market of the finished match gets its result from the score (decision 0075).
  for (const market of finished.markets) {
    await send('result', {
      marketFeedId: market.feedId,
      winningSelectionFeedId: winnerOf(market, { home: 2, away: 1 }),
    });
  }
  await services.sportsbookSettler.settleDue();
  await seedMultiples(services, userId);
  await seedFreeBet(services, userId);
}

/**
 * A free bet to activate (decision 0070): the punter redeems the demo code FREEBET5 as any player
 * does, once (a player who has a betting bonus is left alone).
 */
async function seedFreeBet(services: Services, userId: number): Promise<void> {
  const [held] = await queryRows<{ id: string }>(
    services.db,
    sql`SELECT id FROM player_betting_bonuses WHERE user_id = ${userId} LIMIT 1`,
  );
  if (held) return;
  await services.promoCodes.activate(userId, 'FREEBET5', '127.0.0.1', 'en');
}

/**
 * The demo player's multiples, once (their request ids say whether they exist): an open double on
 * two matches to come, and a treble whose two legs won and whose third match was cancelled, paid
 * at the two won legs' odds.
 */
async function seedMultiples(services: Services, userId: number): Promise<void> {
  const { db, sportsbookFeed, sportsbookFeedConsumer, clock } = services;
  const [seeded] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM sports_bets WHERE user_id = ${userId} AND client_key = 'seed-open-double'`,
  );
  if (seeded) return;
  const apply = (message: SignedFeedMessage) =>
    db.transaction((tx) => sportsbookFeedConsumer.apply(tx, message));
  const send = async <K extends FeedKind>(...args: Parameters<typeof sportsbookFeed.send<K>>) =>
    apply(await sportsbookFeed.send(...args));
  const now = clock.now().getTime();
  const fixtures: Awaited<ReturnType<typeof sportsbookFeed.fixture>>[] = [];
  for (const [sport, days] of [
    ['football', 3],
    ['basketball', 4],
    ['football', 1],
    ['tennis', 1],
    ['basketball', 1],
  ] as const) {
    const fixture = await sportsbookFeed.fixture(sport, new Date(now + days * DAY_MS));
    await send('fixture', fixture);
    fixtures.push(fixture);
  }
  const legsOf = async (selectionFeedIds: string[]) => {
    const rows = await queryRows<{ id: string; feed_id: string; odds_hundredths: number }>(
      db,
      sql`SELECT id, feed_id, odds_hundredths FROM sports_selections
          WHERE feed_id = ANY (${`{${selectionFeedIds.join(',')}}`}::text[])`,
    );
    return selectionFeedIds.map((feedId) => {
      const row = rows.find((selection) => selection.feed_id === feedId)!;
      return { selectionId: Number(row.id), oddsHundredths: Number(row.odds_hundredths) };
    });
  };
  const home = (fixture: (typeof fixtures)[number]) => fixture.markets[0]!.selections[0]!.feedId;
  const demo = SPORTSBOOK_DEMO_PLAYER;
  await services.sportsbook.placeMultiple(
    'en',
    { userId, currency: 'EUR' },
    {
      legs: await legsOf([home(fixtures[0]!), home(fixtures[1]!)]),
      stakeMinor: demo.doubleStakeMinor,
      requestId: 'seed-open-double',
      bettingBonusId: null,
    },
  );
  const [won1, won2, voided] = fixtures.slice(2);
  await services.sportsbook.placeMultiple(
    'en',
    { userId, currency: 'EUR' },
    {
      legs: await legsOf([home(won1!), home(won2!), home(voided!)]),
      stakeMinor: demo.trebleStakeMinor,
      requestId: 'seed-reduced-treble',
      bettingBonusId: null,
    },
  );
  for (const fixture of [won1!, won2!]) {
    await send('event_status', {
      eventFeedId: fixture.feedId,
      status: 'finished',
      score: { home: 2, away: 0 },
    });
    for (const market of fixture.markets) {
      await send('result', {
        marketFeedId: market.feedId,
        winningSelectionFeedId: winnerOf(market, { home: 2, away: 0 }),
      });
    }
  }
  await send('event_status', { eventFeedId: voided!.feedId, status: 'cancelled', score: null });
  await services.sportsbookSettler.settleDue();
}
