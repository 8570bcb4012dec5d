import { queryRows } from '@jeton/db';
import type { SportsEvent } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { playerBalances } from '../../ledger/index.js';
import type { TestApp } from '../../testing/app.js';
import { deliver } from '../jackpots/jackpot-testing.js';

// Helpers of the sportsbook tests: fixtures sent through the sandbox feed and the outbox as in a
// running server, then read back as players see them.

const HOUR_MS = 60 * 60 * 1000;

/** A football match (1X2 and total goals) starting in an hour unless told otherwise, as players see it. */
export async function makeEvent(t: TestApp, options: { sport?: string; startsInMs?: number } = {}) {
  const startsAt = new Date(t.clock.now().getTime() + (options.startsInMs ?? HOUR_MS));
  const fixture = await t.services.sportsbookFeed.fixture(options.sport ?? 'football', startsAt);
  await deliver(t);
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM sports_events WHERE feed_id = ${fixture.feedId}`,
  );
  const event: SportsEvent = await t.services.sportsbook.event('en', Number(row!.id));
  return { fixture, event };
}

export async function mainBalance(t: TestApp, uid: number): Promise<bigint> {
  return (await playerBalances(t.database.db, uid, 'EUR')).main;
}

export async function ledgerRowsOf(t: TestApp, betId: number) {
  return queryRows<{ kind: string }>(
    t.database.db,
    sql`SELECT kind FROM ledger_transactions WHERE reference = ${`sports_bet:${betId}`} ORDER BY id`,
  );
}

/**
 * What a winning stake returns at the API's decimal odds, in minor units, worked out apart from the
 * book's code: odds have two decimals, so they are taken in hundredths (1_000 × 2.03 in floats is
 * 2029.999…, and rounding that down would be a cent short).
 */
export function returnAt(stakeMinor: bigint, odds: number): bigint {
  return (stakeMinor * BigInt(Math.round(odds * 100))) / 100n;
}
