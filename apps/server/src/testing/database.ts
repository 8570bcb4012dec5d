import { randomBytes } from 'node:crypto';
import { createDatabase, type DatabaseHandle, migrate } from '@jeton/db';
import pg from 'pg';
import { createJobSchema } from '../jobs/job-database.js';
import { migrationsHash, readPgliteTemplate } from './pglite-template.js';

/** A test's database; on PostgreSQL with its address (for another process to open it). */
export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file.
 *
 * On PGlite an in-memory database started from a migrated dump. On PostgreSQL (JETON_TEST_DATABASE=postgres, which
 * vitest.config.ts sets when the machine's PostgreSQL answers; decision 0072), a new
 * database on the machine's PostgreSQL copied from a migrated template, which is much faster than
 * migrating each time; the template's name carries a hash of the migrations so it is rebuilt when they change.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!usesPostgres()) {
    const template = readPgliteTemplate();
    const handle = createDatabase({ pgliteDump: template });
    if (!template) await migrate(handle);
    return handle;
  }
  return createPostgresTestDatabase();
}

/**
 * A fresh database on the machine's PostgreSQL whatever JETON_TEST_DATABASE says, for tests that
 * need several connections or processes on one database (the outbox relay's crash test).
 */
export async function createPostgresTestDatabase(poolSize = 20): Promise<TestDatabase & { url: string }> {
  const adminUrl = postgresAdminUrl();
  const template = await ensureTemplate(adminUrl);
  const name = `jeton_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = withDatabase(adminUrl, name);
  const handle = createDatabase({ url, poolSize });
  const close = handle.close;
  return {
    ...handle,
    url,
    close: async () => {
      await close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export function usesPostgres(): boolean {
  return process.env.JETON_TEST_DATABASE === 'postgres';
}

/** Whether the machine's PostgreSQL answers (tests that need it say so and skip when it does not). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export function postgresAdminUrl(): string {
  return process.env.JETON_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

async function ensureTemplate(adminUrl: string): Promise<string> {
  const template = `jeton_template_${migrationsHash()}`;
  await withAdmin(adminUrl, async (client) => {
    // Test files start in parallel: one builds the template, the others wait on the lock.
    await client.query('SELECT pg_advisory_lock(4242)');
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) {
        await client.query(`CREATE DATABASE ${template}`);
        const handle = createDatabase({ url: withDatabase(adminUrl, template) });
        try {
          await migrate(handle);
          await createJobSchema(handle);
        } finally {
          await handle.close();
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(4242)');
    }
  });
  return template;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
