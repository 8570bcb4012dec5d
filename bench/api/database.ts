import { randomBytes } from 'node:crypto';
import pg from 'pg';

// The bench's own database on the machine's PostgreSQL, created fresh and dropped at the end.

export function adminUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(): Promise<{ name: string; url: string; serverVersion: string }> {
  const name = `jeton_bench_${randomBytes(6).toString('hex')}`;
  const serverVersion = await withAdmin(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return (rows[0]?.server_version ?? '?').split(' ')[0]!;
  });
  return { name, url: withDatabase(adminUrl(), name), serverVersion };
}

export async function dropBenchDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
