import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '@jeton/db';
import PgBoss from 'pg-boss';

/** Where pg-boss keeps its queues, jobs and schedules. */
export const JOB_SCHEMA = 'pgboss';

/**
 * The app's own database handle as pg-boss's `db` adapter: the pg pool on PostgreSQL (pg-boss then
 * takes connections from the app's pool instead of opening its own), the one PGlite connection
 * otherwise. pg-boss sends its schema and maintenance commands as several statements without
 * parameters (BEGIN; …; COMMIT), which PGlite runs only through `exec`.
 */
export function jobDatabase(handle: DatabaseHandle): PgBoss.Db {
  const pool = handle.pool;
  if (pool) return { executeSql: (text, values) => pool.query(text, values) };
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // A failed BEGIN…COMMIT leaves the one connection in an aborted transaction: end it, or
        // every query of the app after it fails too. (pg's pool drops such a connection itself.)
        await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

/** pg-boss's commands on jobs (complete, fail, cancel, resume…) end so, and it reads the count. */
const JOB_COMMAND_ENDING = /SELECT COUNT\(\*\) FROM results\s*$/i;

/**
 * `database` until `cutOff()` is called, then nothing: once the runner stopped, pg-boss's last
 * queries (a fetch that was on its way, a timer's) must not reach a database the app is closing.
 * A fetch then finds no job, and a command on a job (the fail or complete of a job fetched just
 * before) changed none: pg-boss reads that command's count without awaiting it, so an answer
 * without one would be an unhandled rejection. A job fetched then stays active until it expires
 * and runs again elsewhere.
 */
export function stoppableJobDatabase(database: PgBoss.Db): { db: PgBoss.Db; cutOff: () => void } {
  let stopped = false;
  return {
    db: {
      executeSql: (text, values) => {
        if (!stopped) return database.executeSql(text, values);
        return Promise.resolve({ rows: JOB_COMMAND_ENDING.test(text) ? [{ count: '0' }] : [] });
      },
    },
    cutOff: () => {
      stopped = true;
    },
  };
}

/**
 * Creates pg-boss's schema, as its start would (tests put it in the migrated template, so that a
 * test that starts the runner does not pay for it).
 */
export async function createJobSchema(handle: DatabaseHandle): Promise<void> {
  const db = jobDatabase(handle);
  const [found] = (
    await db.executeSql('SELECT 1 AS found FROM pg_namespace WHERE nspname = $1', [JOB_SCHEMA])
  ).rows;
  if (!found) await db.executeSql(PgBoss.getConstructionPlans(JOB_SCHEMA), []);
}

/** Changes whenever pg-boss's schema does (the tests' template carries it). */
export function jobSchemaText(): string {
  return PgBoss.getConstructionPlans(JOB_SCHEMA);
}
