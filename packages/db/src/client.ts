import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on PostgreSQL (benchmarks compare against it). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; absent to use embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; absent for an in-memory database. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** A PGlite data directory dump to start from (tests start from a migrated template). */
  pgliteDump?: Blob | undefined;
}

// int8 arrives as text from node-postgres; typed columns convert it, raw queries read strings.
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const client = options.pgliteDump
    ? new PGlite({ loadDataDir: options.pgliteDump })
    : options.dataDir
      ? new PGlite(options.dataDir)
      : new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Runs raw SQL and answers its rows, the same way on both drivers. */
export async function queryRows<T extends Record<string, unknown>>(
  executor: Executor,
  query: SQL,
): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * `queryRows` for a statement that runs very often: on PostgreSQL it becomes a named prepared
 * statement, parsed and planned once per connection instead of on every call (PGlite ignores the
 * name). A name must always come with the same SQL text; values go in as parameters.
 */
export async function queryPreparedRows<T extends Record<string, unknown>>(
  executor: Executor,
  name: string,
  query: SQL,
): Promise<T[]> {
  const prepared = executor._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
