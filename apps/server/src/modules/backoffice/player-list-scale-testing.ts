import { type Database, type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { COUNT_UP_TO } from '../../wiring/list-window.js';
import { AccountStore } from '../account/account-store.js';
import type { PlayerSearchFilter } from '../account/player-search-store.js';

// The back office's player list over a million players (issue 15 item 7): the rows are made by SQL
// (generate_series) on the machine's PostgreSQL, and each list query's plan is read with EXPLAIN.
// Used by player-list-scale.test.ts (no sequential scan of the players' tables) and by
// `npm run bench:backoffice` (the time of each query beside the plain first page).

export const SCALE_PLAYERS = 1_000_000;

/** `count` players with profiles: 1 in 50 banned, emails, phones and names that searches can find. */
export async function seedPlayers(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (login, email, phone, password_hash, currency, status, created_at)
    SELECT 'scale' || i, 'scale' || i || '@example.com', '3369' || lpad(i::text, 8, '0'), 'not-a-hash', 'EUR',
           CASE WHEN i % 50 = 0 THEN 'banned' ELSE 'active' END,
           timestamptz '2026-01-01' + (i * interval '17 seconds')
    FROM generate_series(1, ${count}::int) AS i`);
  await db.execute(sql`
    INSERT INTO user_profiles (user_id, first_name, last_name)
    SELECT id, (ARRAY['Ana', 'Marc', 'Léa', 'Omar', 'Chloé', 'Yuki', 'Ines', 'Paul'])[1 + id % 8],
           'Family' || (id % 20000)
    FROM users WHERE login LIKE 'scale%'`);
  // The planner's statistics, and the visibility map that lets index-only scans skip the table.
  await db.execute(sql`VACUUM ANALYZE users`);
  await db.execute(sql`VACUUM ANALYZE user_profiles`);
}

/** The list's searches the scale is checked on: every sort, the status filters, each kind of query. */
export const SCALE_FILTERS: { name: string; filter: PlayerSearchFilter; page?: number }[] = [
  { name: 'newest first', filter: { sort: 'id', order: 'desc' } },
  { name: 'oldest first, page 400', filter: { sort: 'id', order: 'asc' }, page: 400 },
  { name: 'by registration', filter: { sort: 'createdAt', order: 'desc' } },
  { name: 'by email', filter: { sort: 'email', order: 'asc' } },
  { name: 'banned, newest first', filter: { status: 'banned', sort: 'id', order: 'desc' } },
  { name: 'banned, by registration', filter: { status: 'banned', sort: 'createdAt', order: 'asc' } },
  { name: 'email prefix', filter: { query: 'scale12345', sort: 'id', order: 'desc' } },
  { name: 'first name', filter: { query: 'chloé', sort: 'id', order: 'desc' } },
  { name: 'last name', filter: { query: 'Family1234', sort: 'createdAt', order: 'desc' } },
  { name: 'id or phone digits', filter: { query: '336900012345', sort: 'id', order: 'desc' } },
  { name: 'an id', filter: { query: '424242', sort: 'id', order: 'desc' } },
  { name: 'query and status', filter: { query: 'ana', status: 'banned', sort: 'email', order: 'asc' } },
];

const PER_PAGE = 25;

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Execution Time'?: number;
  Plans?: PlanNode[];
}

/**
 * The plans of a filter's two queries as the account store sends them (the page and the capped
 * count): the store runs on an executor that EXPLAINs each statement instead of running it.
 */
export async function planOf(
  db: Database,
  filter: PlayerSearchFilter,
  page = 1,
  analyze = false,
): Promise<{ page: PlanReading; count: PlanReading }> {
  const plans: PlanReading[] = [];
  const explaining = {
    execute: async (query: ReturnType<typeof sql>) => {
      const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
        db,
        analyze ? sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}` : sql`EXPLAIN (FORMAT JSON) ${query}`,
      );
      const plan = readPlan(row?.['QUERY PLAN']);
      plans.push(plan);
      return { rows: [{ n: 0 }] };
    },
  } as unknown as Executor;
  const store = new AccountStore(explaining as Database);
  await store.searchPlayers(filter, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
  await store.countPlayers(filter, COUNT_UP_TO);
  return { page: plans[0]!, count: plans[1]! };
}

export interface PlanReading {
  root: PlanNode;
  /** Milliseconds, with `analyze` only. */
  executionMs: number | null;
}

function readPlan(value: unknown): PlanReading {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as {
    Plan: PlanNode;
    'Execution Time'?: number;
  }[];
  const top = parsed[0]!;
  return { root: top.Plan, executionMs: top['Execution Time'] ?? null };
}

/** The players' tables a plan reads whole (a sequential scan). */
export function sequentialScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && ['users', 'user_profiles'].includes(node['Relation Name'] ?? '')
      ? [node['Relation Name']!]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}
