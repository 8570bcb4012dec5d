import { PGlite } from '@electric-sql/pglite';
import { type Column, getTableColumns, is, Placeholder, type SQL, type Table } from 'drizzle-orm';
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

/**
 * The leanest way to run a statement that runs on nearly every request: the SQL is compiled once,
 * it is a named statement on PostgreSQL (planned once per connection), and the rows come back as
 * arrays of the driver's values, without drizzle's per-row mapping and query-config copies. Every
 * parameter must be a `sql.placeholder`; the answer takes their values by name. Select types that
 * both drivers read alike (text, boolean, float8, json).
 */
export function prepareStatement(
  db: Database,
  name: string,
  query: SQL,
): (values: Readonly<Record<string, unknown>>) => Promise<unknown[][]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const names = params.map((param) => {
    if (!is(param, Placeholder)) throw new Error(`${name}: parameters must be placeholders`);
    return param.name;
  });
  const fill = (values: Readonly<Record<string, unknown>>) => names.map((n) => values[n]);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (values) =>
      new Promise((resolve, reject) => {
        client.query<unknown[]>(
          { name, text, values: fill(values), rowMode: 'array' },
          (error: Error | undefined, result: pg.QueryArrayResult) =>
            error ? reject(error) : resolve(result.rows),
        );
      });
  }
  if (client instanceof PGlite) {
    return async (values) => (await client.query<unknown[]>(text, fill(values), { rowMode: 'array' })).rows;
  }
  throw new Error(`${name}: unknown database client`);
}

/** Column types that survive a trip through JSON (`row_to_json`) and come back exact. */
const JSON_SAFE_COLUMN_TYPES = new Set([
  'PgText',
  'PgChar',
  'PgVarchar',
  'PgBoolean',
  'PgInteger',
  'PgSmallInt',
  'PgSerial',
  'PgBigInt53',
  'PgBigSerial53',
  'PgTimestamp',
]);

/**
 * Reads a table's row from its `row_to_json` form into the object drizzle would have answered.
 * One JSON column instead of one per field keeps the driver's per-field work out of hot queries.
 * Refuses, when built, a table with a column type JSON cannot carry exactly (int8 as bigint, numeric).
 */
export function jsonRowReader<T extends Table>(table: T): (json: unknown) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  for (const [key, column] of columns) {
    if (!JSON_SAFE_COLUMN_TYPES.has(column.columnType)) {
      throw new Error(`jsonRowReader: column ${key} (${column.columnType}) does not survive JSON`);
    }
  }
  return (json) => {
    const source = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = source[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}
