import { type Database, type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// SQL of the house studio's rounds as the player's game history reads them (modules/game-history
// reads them through round-history.ts): the rounds with their seed pairs, filtered and counted.

/** Which of a player's rounds: a mode (or both) and a period [from, to) when given. */
export interface RoundHistoryFilter {
  userId: number;
  mode: 'play' | 'demo' | 'all';
  from: Date | null;
  to: Date | null;
}

export interface RoundHistoryRow extends Record<string, unknown> {
  id: string;
  game_sysname: string;
  mode: string;
  status: string;
  currency: string;
  stake_minor: string;
  win_minor: string;
  balance_before_minor: string;
  balance_after_minor: string;
  free_spin_pack_id: string | null;
  created_at: string | Date;
  settled_at: string | Date | null;
  commitment: string;
  client_seed: string;
  nonce: number;
  server_seed: string | null;
  kind: string;
  bet: unknown;
  steps: unknown;
}

function roundsWhere(filter: RoundHistoryFilter) {
  const parts = [sql`r.user_id = ${filter.userId}`];
  if (filter.mode !== 'all') parts.push(sql`r.mode = ${filter.mode}`);
  if (filter.from) parts.push(sql`r.created_at >= ${filter.from}`);
  if (filter.to) parts.push(sql`r.created_at < ${filter.to}`);
  return sql.join(parts, sql` AND `);
}

/** The filter's rounds, newest first, with their seeds (the server seed once revealed). */
export function historyRounds(
  executor: Executor,
  filter: RoundHistoryFilter,
  page: { limit: number; offset?: number },
): Promise<RoundHistoryRow[]> {
  return queryRows<RoundHistoryRow>(
    executor as Database,
    sql`SELECT r.id, r.game_sysname, r.mode, r.status, r.currency, r.stake_minor::text AS stake_minor,
          r.win_minor::text AS win_minor, r.balance_before_minor::text AS balance_before_minor,
          r.balance_after_minor::text AS balance_after_minor, r.free_spin_pack_id, r.created_at, r.settled_at,
          p.commitment, p.client_seed, r.nonce, r.kind, r.bet, r.steps, CASE WHEN p.status = 'revealed' THEN p.server_seed END AS server_seed
        FROM game_rounds r JOIN game_seed_pairs p ON p.id = r.seed_pair_id
        WHERE ${roundsWhere(filter)} ORDER BY r.id DESC LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`,
  );
}

export async function countHistoryRounds(executor: Executor, filter: RoundHistoryFilter): Promise<number> {
  const [count] = await queryRows<{ total: number }>(
    executor as Database,
    sql`SELECT count(*)::int AS total FROM game_rounds r WHERE ${roundsWhere(filter)}`,
  );
  return Number(count?.total ?? 0);
}
