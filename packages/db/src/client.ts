import { PGlite } from '@electric-sql/pglite';
import { type Column, getTableColumns, is, Placeholder, type SQL, type Table } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type RetryPolicy, retryTransactions, TRANSACTION_RETRY } from './retried-transactions.js';
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
  /** How `db.transaction` runs a conflict's victim again; set `onRetry` to watch it. */
  retry: RetryPolicy;
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
// Its `transaction` runs a deadlock's victim again (retried-transactions.ts, decision 0083).
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const retry = { ...TRANSACTION_RETRY };
    const db = retryTransactions(drizzlePg(pool, { schema }) as unknown as Database, retry);
    return { db, kind: 'postgres', pool, retry, close: () => pool.end() };
  }
  const client = options.pgliteDump
    ? new PGlite({ loadDataDir: options.pgliteDump })
    : options.dataDir
      ? new PGlite(options.dataDir)
      : new PGlite();
  const retry = { ...TRANSACTION_RETRY };
  const db = retryTransactions(drizzlePglite(client, { schema }) as unknown as Database, retry);
  return { db, kind: 'pglite', retry, close: () => client.close() };
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

/** What a column of a `prepareStatement` answer holds, and so how its text is read. */
export type StatementColumn = 'text' | 'bool' | 'float8' | 'json';

const READ_COLUMN: Record<StatementColumn, (text: string) => unknown> = {
  text: (text) => text,
  bool: (text) => text === 't',
  float8: Number,
  json: (text) => JSON.parse(text),
};

/**
 * The leanest way to run a statement that runs on nearly every request: the SQL is compiled once,
 * it is a named statement on PostgreSQL (planned once per connection), and the rows come back as
 * arrays, each column read by its declared kind. Every parameter must be a `sql.placeholder`;
 * the answer takes their values by name. PGlite answers the same values through its own parsers.
 */
export function prepareStatement(
  db: Database,
  name: string,
  query: SQL,
  columns: readonly StatementColumn[],
): (values: Readonly<Record<string, unknown>>) => Promise<unknown[][]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const names = params.map((param) => {
    if (!is(param, Placeholder)) throw new Error(`${name}: parameters must be placeholders`);
    return param.name;
  });
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    // Parameters go out as text, converted here, so that nothing can fail once pg is writing them.
    const fill = (values: Readonly<Record<string, unknown>>) =>
      names.map((n) => parameterText(name, values[n]));
    const statement: LeanStatement = { name, text, readers: columns.map((kind) => READ_COLUMN[kind]) };
    return (values) =>
      new Promise((resolve, reject) => {
        const submittable = new LeanQuery(statement, fill(values));
        // pg-pool hands the submittable to a client, then calls back with the rows and releases it.
        (client as unknown as LeanPool).query(submittable, (error, rows) =>
          error ? reject(error) : resolve(rows ?? []),
        );
      });
  }
  if (client instanceof PGlite) {
    const fill = (values: Readonly<Record<string, unknown>>) => names.map((n) => values[n]);
    return async (values) => {
      const { rows, fields } = await client.query<unknown[]>(text, fill(values), { rowMode: 'array' });
      if (fields.length !== columns.length)
        throw new Error(`${name}: ${fields.length} columns, not ${columns.length}`);
      return rows;
    };
  }
  throw new Error(`${name}: unknown database client`);
}

function parameterText(statement: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  throw new TypeError(`${statement}: parameters are strings, numbers, booleans or null`);
}

interface LeanStatement {
  name: string;
  text: string;
  readers: ((text: string) => unknown)[];
}

type LeanCallback = (error: Error | null, rows?: unknown[][]) => void;

interface LeanPool {
  query(submittable: LeanQuery, callback: LeanCallback): void;
}

/** The part of pg's Connection a submittable drives (what pg's own Query uses). */
interface PgConnection {
  parsedStatements: Record<string, string> | undefined;
  submittedNamedStatements: Record<string, string> | undefined;
  stream: { cork(): void; uncork(): void };
  parse(message: { name: string; text: string }): void;
  bind(message: { statement: string; values: (string | null)[] }): void;
  execute(): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/**
 * A named statement as a pg "submittable" (the interface pg-cursor uses), doing only what a
 * one-row read needs: Parse on a connection's first use, then Bind, Execute, Sync in one write. No
 * Describe, so no RowDescription to read (pg's Query builds a parser table from it on every call),
 * no copy of the query config, no event emitter; the columns are read by their declared kinds.
 */
class LeanQuery {
  readonly name: string;
  readonly text: string;
  /** Set by the client (and wrapped by it when a query timeout is configured). */
  callback: LeanCallback | undefined;
  binary = false;
  private readonly rows: unknown[][] = [];
  private answered = false;
  private failure: Error | null = null;

  constructor(
    private readonly statement: LeanStatement,
    private readonly values: (string | null)[],
  ) {
    this.name = statement.name;
    this.text = statement.text;
  }

  submit(connection: PgConnection): Error | null {
    if (this.binary) return new Error(`${this.name}: binary results are not supported`);
    const { parsedStatements, submittedNamedStatements } = connection;
    if (!parsedStatements || !submittedNamedStatements) return new Error('pg: unexpected connection shape');
    connection.stream.cork();
    try {
      if (parsedStatements[this.name] === undefined && submittedNamedStatements[this.name] === undefined) {
        connection.parse({ name: this.name, text: this.text });
        submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values: this.values });
      connection.execute();
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    return null;
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.failure) return;
    const { readers } = this.statement;
    try {
      this.rows.push(message.fields.map((field, i) => (field === null ? null : readers[i]!(field))));
    } catch (error) {
      // Thrown here it would escape into pg's socket handler; answered once the backend is ready.
      this.failure = error as Error;
    }
  }

  handleError(error: Error): void {
    this.answer(error);
  }

  handleReadyForQuery(): void {
    this.answer(this.failure);
  }

  private answer(error: Error | null): void {
    if (this.answered) return;
    this.answered = true;
    if (error) this.callback?.(error);
    else this.callback?.(null, this.rows);
  }

  handleRowDescription(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('No source stream defined');
  }
  handleCopyData(): void {}
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
