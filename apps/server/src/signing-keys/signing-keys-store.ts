import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// The secrets the server signs with and keeps across restarts and app servers (the unsubscribe
// links' key, the web-push VAPID pair): made once, on first use, never rotated by the app. The one
// writer of `signing_keys` (decision 0091); each key belongs to the module that names it.

/** The stored secret under `name`, or null when none was made yet. */
export async function storedSecret(executor: Executor, name: string): Promise<string | null> {
  const [row] = await queryRows<{ secret: string }>(
    executor,
    sql`SELECT secret FROM signing_keys WHERE name = ${name}`,
  );
  return row?.secret ?? null;
}

/** The secret under `name`, made with `make` if there is none; two servers racing keep the first one written. */
export async function ensureSecret(executor: Executor, name: string, make: () => string): Promise<string> {
  const existing = await storedSecret(executor, name);
  if (existing !== null) return existing;
  await executor.execute(
    sql`INSERT INTO signing_keys (name, secret) VALUES (${name}, ${make()}) ON CONFLICT (name) DO NOTHING`,
  );
  return (await storedSecret(executor, name))!;
}
