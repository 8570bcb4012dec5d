import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// The wallet's sums over its transactions, read by play-totals.ts (the one other modules import:
// this store stays inside the wallet module).

/** The sum of a round's posted real-money bets, as text (null with none). */
export async function sumRealStakesOfRound(
  executor: Executor,
  studio: string,
  roundId: string,
): Promise<string | null> {
  const [row] = await queryRows<{ total: string | null }>(
    executor,
    sql`SELECT sum(amount_minor)::text AS total FROM wallet_transactions
      WHERE studio = ${studio} AND round_id = ${roundId} AND action = 'bet'
        AND status = 'posted' AND money = 'real'`,
  );
  return row?.total ?? null;
}

/** The player's posted real-money stakes and wins since `since`, as text. */
export async function sumRealPlaySince(
  executor: Executor,
  userId: number,
  since: Date,
): Promise<{ staked: string; won: string } | undefined> {
  const [row] = await queryRows<{ staked: string; won: string }>(
    executor,
    sql`SELECT COALESCE(SUM(amount_minor) FILTER (WHERE action = 'bet' AND status = 'posted'), 0)::text AS staked,
               COALESCE(SUM(amount_minor) FILTER (WHERE action = 'win'), 0)::text AS won
        FROM wallet_transactions
        WHERE user_id = ${userId} AND money = 'real' AND created_at >= ${since}`,
  );
  return row;
}
