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
    const player = await services.accountStore.findByLogin(demo.login);
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
    const selection = (await services.sportsbookStore.selectionsByFeedId([selectionFeedId])).get(
      selectionFeedId,
    );
    await services.sportsbook.placeBet(
      'en',
      { userId, currency: 'EUR' },
      {
        selectionId: selection!.id,
        stakeMinor,
        oddsHundredths: selection!.oddsHundredths,
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
  // No statuses: the player's betting bonuses of any status.
  const held = await services.bettingBonuses.list(userId, { offset: 0, count: 1, statuses: [] }, 'en');
  if (held.total > 0) return;
  await services.promoCodes.activate(userId, 'FREEBET5', '127.0.0.1', 'en');
}

/**
 * The demo player's multiples, once (their request ids say whether they exist): an open double on
 * two matches to come, and a treble whose two legs won and whose third match was cancelled, paid
 * at the two won legs' odds.
 */
async function seedMultiples(services: Services, userId: number): Promise<void> {
  const { db, sportsbookFeed, sportsbookFeedConsumer, clock } = services;
  if (await services.sportsbook.hasBet(userId, 'seed-open-double')) return;
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
    const selections = await services.sportsbookStore.selectionsByFeedId(selectionFeedIds);
    return selectionFeedIds.map((feedId) => {
      const selection = selections.get(feedId)!;
      return { selectionId: selection.id, oddsHundredths: selection.oddsHundredths };
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
