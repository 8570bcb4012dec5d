import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/** The real-money stakes of a round so far, its posted bets (refunded ones are not stakes): big wins' rule. */
export async function realStakesOfRound(
  executor: Executor,
  studio: string,
  roundId: string,
): Promise<bigint> {
  const [row] = await queryRows<{ total: string | null }>(
    executor,
    sql`SELECT sum(amount_minor)::text AS total FROM wallet_transactions
      WHERE studio = ${studio} AND round_id = ${roundId} AND action = 'bet'
        AND status = 'posted' AND money = 'real'`,
  );
  return BigInt(row?.total ?? 0);
}

/**
 * Real-money stakes (not rolled back) and wins of the player's casino play since `since`, in minor
 * units: the bonus parts count with the main ones, as the player sees one playable balance. Read
 * for responsible gaming's loss and wager limits, which add the sportsbook's own sums.
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
