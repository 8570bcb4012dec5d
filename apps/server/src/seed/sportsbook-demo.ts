import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { FeedKind, SignedFeedMessage } from '../modules/sportsbook/feed-protocol.js';
import type { Services } from '../services.js';
import { seedDepositedPlayer } from './deposited-demo-player.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The README's sportsbook demo player: one open bet on a match in three days and one won bet on a
 * match that finished. Both matches come through the sandbox odds feed (applied here at once, and
 * seen again as duplicates when the outbox delivers them), the bets through the real placement
 * (two-phase holds), and the win through the settler, so the ledger holds every movement.
 */
export const SPORTSBOOK_DEMO_PLAYER = {
  login: 'punter@jeton.test',
  password: 'demo1234',
  fakename: 'PunterDemo',
  depositMinor: 20_000n,
  openStakeMinor: 1_000n,
  wonStakeMinor: 2_000n,
} as const;

/** Seeds the player and their bets once: a database that has the player is left alone. */
export async function seedSportsbookDemo(services: Services): Promise<void> {
  const { db, sportsbookFeed, sportsbookFeedConsumer, clock } = services;
  const demo = SPORTSBOOK_DEMO_PLAYER;
  const userId = await seedDepositedPlayer(services, { ...demo, seed: 'sportsbook-demo' });
  if (userId === null) return;
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
  await send('result', { marketFeedId: finished.markets[0]!.feedId, winningSelectionFeedId: winner.feedId });
  await services.sportsbookSettler.settleDue();
}
