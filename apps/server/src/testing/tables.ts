import { type Database, queryRows, schema } from '@jeton/db';
import { getTableName, is, type Name, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

/** The names of every table of packages/db/src/schema, so a table added later is covered too. */
export const TABLE_NAMES: readonly string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

async function perTable<T>(db: Database, expression: (table: Name) => SQL): Promise<Record<string, T>> {
  const columns = sql.join(
    TABLE_NAMES.map((name) => sql`(${expression(sql.identifier(name))}) AS ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, T>>(db, sql`SELECT ${columns}`);
  return { ...row } as Record<string, T>;
}

/** Row count of every table, in one query. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const counts = await perTable<number | string>(db, (table) => sql`SELECT count(*)::int FROM ${table}`);
  return Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, Number(count)]));
}

/**
 * Row count and a digest of the content of every table, in one query: unlike counts, the digest
 * also changes when a row is updated (a refused call that still renamed the player, say).
 */
export async function databaseState(db: Database): Promise<DatabaseState> {
  const states = await perTable<string>(
    db,
    (table) =>
      sql`SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${table} t`,
  );
  const counts: Record<string, number> = {};
  const digests: Record<string, string> = {};
  for (const [name, state] of Object.entries(states)) {
    const [count, digest] = state.split(':') as [string, string];
    counts[name] = Number(count);
    digests[name] = digest;
  }
  return { counts, digests };
}

export interface DatabaseState {
  counts: Record<string, number>;
  digests: Record<string, string>;
}
