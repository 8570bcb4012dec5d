import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from './client.js';

/** One page of a list: how many rows, after how many. */
export interface ListWindow {
  limit: number;
  offset: number;
}

/** `LIMIT … OFFSET …` of a window; nothing without one. */
export function windowClause(window?: ListWindow): SQL {
  return window ? sql`LIMIT ${window.limit} OFFSET ${window.offset}` : sql``;
}

/** Escapes LIKE's wildcards, so a search for `a_b` finds that text and not `axb`. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function whereAll(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** Counts the rows of a `FROM … WHERE …`, stopping at `upTo`: a count that never reads a whole table. */
export async function countUpTo(executor: Executor, fromWhere: SQL, upTo: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    executor,
    sql`SELECT count(*) AS n FROM (SELECT 1 ${fromWhere} LIMIT ${upTo}) counted`,
  );
  return Number(row?.n ?? 0);
}
