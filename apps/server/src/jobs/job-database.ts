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
