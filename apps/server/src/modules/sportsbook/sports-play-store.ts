import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/** Real-money stakes and wins, in minor units, held against a player's limits. */
export interface PlayTotals {
  staked: bigint;
  won: bigint;
}

/**
 * The player's sports stakes and wins since `since`, for responsible gaming's loss and wager
 * limits (decision 0074): a stake counts when placed, unless voided; its win when settled, a
 * cash-out's amount as its win. The sportsbook's side of one limit over casino and sports play.
 */
export async function sportsPlaySince(executor: Executor, userId: number, since: Date): Promise<PlayTotals> {
  const [row] = await queryRows<{ staked: string; won: string }>(
    executor,
    sql`SELECT COALESCE(SUM(stake_minor) FILTER (WHERE status <> 'void'), 0)::text AS staked,
               COALESCE(SUM(payout_minor) FILTER (WHERE status IN ('won', 'cashed_out')), 0)::text AS won
        FROM sports_bets WHERE user_id = ${userId} AND placed_at >= ${since}`,
  );
  return { staked: BigInt(row?.staked ?? '0'), won: BigInt(row?.won ?? '0') };
}
