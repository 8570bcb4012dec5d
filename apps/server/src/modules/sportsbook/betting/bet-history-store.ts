import { type Executor, queryRows } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';

// The bets history's reads of a player's bets by period (issue 31): the (id, time) of the newest,
// and how many there are. The bets themselves come from bets-store.ts.

/** The bets of a period [from, to), placed by one player. */
export interface BetPeriod {
  userId: number;
  from: Date | null;
  to: Date | null;
}

/** A bet's place in the history's order: newest first, then the higher id. */
export interface TimelineEntry {
  id: number;
  at: Date;
}

function wherePeriod({ userId, from, to }: BetPeriod): SQL {
  return sql`user_id = ${userId}
    ${from ? sql`AND placed_at >= ${from.toISOString()}::timestamptz` : sql``}
    ${to ? sql`AND placed_at < ${to.toISOString()}::timestamptz` : sql``}`;
}

/** A window of the period's bets, newest first. */
export async function betTimeline(
  executor: Executor,
  period: BetPeriod,
  window: { limit: number; offset?: number },
): Promise<TimelineEntry[]> {
  const rows = await queryRows<{ id: string; placed_at: string | Date }>(
    executor,
    sql`SELECT id, placed_at FROM sports_bets WHERE ${wherePeriod(period)}
        ORDER BY placed_at DESC, id DESC LIMIT ${window.limit} OFFSET ${window.offset ?? 0}`,
  );
  return rows.map((row) => ({ id: Number(row.id), at: new Date(row.placed_at) }));
}

export async function countBetsOf(executor: Executor, period: BetPeriod): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    executor,
    sql`SELECT count(*) AS n FROM sports_bets WHERE ${wherePeriod(period)}`,
  );
  return Number(row?.n ?? 0);
}
