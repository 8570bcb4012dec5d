import { type Database, queryRows } from '@jeton/db';
import { BACKOFFICE_LIST_WINDOW } from '@jeton/domain/backoffice';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Paging of the back office's lists (decision 0034): bounded offset, at most BACKOFFICE_LIST_WINDOW
 * rows deep (the input schemas refuse deeper pages), and a count that stops one row past the window,
 * so a list over a million players never counts them all.
 */
export async function cappedTotal(
  db: Database,
  fromWhere: SQL,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM (SELECT 1 ${fromWhere} LIMIT ${BACKOFFICE_LIST_WINDOW + 1}) counted`,
  );
  const n = Number(row?.n ?? 0);
  return n > BACKOFFICE_LIST_WINDOW
    ? { total: BACKOFFICE_LIST_WINDOW, totalCapped: true }
    : { total: n, totalCapped: false };
}

export function pageClause(page: number, perPage: number): SQL {
  return sql`LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`;
}

/** Escapes LIKE's wildcards, so a search for `a_b` finds that text and not `axb`. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function whereAll(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

export function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}
