import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/**
 * Real-money stakes (not rolled back) and wins of the player since `since`, in minor units: the
 * bonus parts count with the main ones, as the player sees one playable balance. The wallet's own
 * table, read here for responsible gaming's loss and wager limits, and the sportsbook's bets (a
 * sports stake counts when placed, unless voided; its win when settled, a cash-out's amount as its
 * win, decision 0074), so one limit covers both.
 */
export async function realPlaySince(
  executor: Executor,
  userId: number,
  since: Date,
): Promise<{ staked: bigint; won: bigint }> {
  const [row] = await queryRows<{ staked: string; won: string }>(
    executor,
    sql`SELECT (COALESCE((SELECT SUM(amount_minor) FROM wallet_transactions
                  WHERE user_id = ${userId} AND money = 'real' AND created_at >= ${since}
                    AND action = 'bet' AND status = 'posted'), 0)
              + COALESCE((SELECT SUM(stake_minor) FROM sports_bets
                  WHERE user_id = ${userId} AND placed_at >= ${since} AND status <> 'void'), 0))::text AS staked,
               (COALESCE((SELECT SUM(amount_minor) FROM wallet_transactions
                  WHERE user_id = ${userId} AND money = 'real' AND created_at >= ${since} AND action = 'win'), 0)
              + COALESCE((SELECT SUM(payout_minor) FROM sports_bets
                  WHERE user_id = ${userId} AND placed_at >= ${since} AND status IN ('won', 'cashed_out')), 0))::text AS won`,
  );
  return { staked: BigInt(row?.staked ?? '0'), won: BigInt(row?.won ?? '0') };
}
