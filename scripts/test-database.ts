import pg from 'pg';

// Where the server's Vitest tests keep their databases (decision 0072): the machine's PostgreSQL when
// it answers, as production runs, else embedded PGlite. JETON_TEST_DATABASE=postgres or =pglite forces one.

export type TestDatabaseKind = 'postgres' | 'pglite';

export const TEST_POSTGRES_URL =
  process.env.JETON_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function chooseTestDatabase(): Promise<TestDatabaseKind> {
  const forced = process.env.JETON_TEST_DATABASE;
  if (forced === 'postgres' || forced === 'pglite') return forced;
  if (forced) throw new Error(`JETON_TEST_DATABASE must be postgres or pglite, not ${forced}`);
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return 'postgres';
  } catch {
    return 'pglite';
  } finally {
    await client.end().catch(() => {});
  }
}
