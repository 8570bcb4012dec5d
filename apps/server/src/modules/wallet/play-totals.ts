import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/**
 * Real-money stakes (not rolled back) and wins of the player since `since`, in minor units: the
 * bonus parts count with the main ones, as the player sees one playable balance. The wallet's own
 * table, read here for responsible gaming's loss and wager limits.
 */
export async function realPlaySince(
  executor: Executor,
  userId: number,
  since: Date,
): Promise<{ staked: bigint; won: bigint }> {
  const [row] = await queryRows<{ staked: string; won: string }>(
    executor,
    sql`SELECT COALESCE(SUM(amount_minor) FILTER (WHERE action = 'bet' AND status = 'posted'), 0)::text AS staked,
               COALESCE(SUM(amount_minor) FILTER (WHERE action = 'win'), 0)::text AS won
        FROM wallet_transactions
        WHERE user_id = ${userId} AND money = 'real' AND created_at >= ${since}`,
  );
  return { staked: BigInt(row?.staked ?? '0'), won: BigInt(row?.won ?? '0') };
}
