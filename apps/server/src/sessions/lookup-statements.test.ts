import { createDatabase, type DatabaseHandle, schema } from '@jeton/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usesPostgres } from '../testing/database.js';
import { prepareSessionLookups } from './lookup-statements.js';
import { hashToken, newToken } from './tokens.js';

// The session look-up statements: what they answer on PGlite and PostgreSQL, and (PostgreSQL only)
// that the batched one is planned once per connection rather than on every call.

let database: DatabaseHandle;
const hashes: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 4; i++) {
    const [user] = await database.db
      .insert(schema.users)
      .values({
        login: `lookup-${i}@example.com`,
        email: `lookup-${i}@example.com`,
        passwordHash: 'x',
        currency: 'EUR',
      })
      .returning();
    const hash = hashToken(newToken());
    await database.db
      .insert(schema.sessions)
      .values({ tokenHash: hash, userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    hashes.push(hash);
  }
});
afterAll(() => database?.close());

describe('session look-up statements', () => {
  it('answer each known session once, whatever the repeats, and nothing for unknown hashes', async () => {
    const lookups = prepareSessionLookups(database.db);
    const [a, b, c] = hashes as [string, string, string];
    const unknown = hashToken(newToken());
    const rows = await lookups.many({ tokenHashes: `{${[a, b, a, unknown, c, b].join(',')}}` });
    expect(rows.map((row) => row[0]).sort()).toEqual([a, b, c].sort());
    for (const row of rows) {
      expect(typeof row[5]).toBe('string');
      expect(JSON.parse(row[5] as string).email).toMatch(/^lookup-\d@example\.com$/);
    }
    expect((await lookups.one({ tokenHash: a })).map((row) => row[0])).toEqual([a]);
    expect(await lookups.one({ tokenHash: unknown })).toEqual([]);
  });

  it.runIf(usesPostgres())('plan the batched look-up once per connection, not on every call', async () => {
    // One connection, so that its prepared statements can be read back.
    const url = (database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const single = createDatabase({ url, poolSize: 1 });
    try {
      const lookups = prepareSessionLookups(single.db);
      for (let i = 0; i < 20; i++) {
        const batch = hashes.slice(0, 2 + (i % 3));
        expect(await lookups.many({ tokenHashes: `{${batch.join(',')}}` })).toHaveLength(batch.length);
      }
      const { rows } = await single.pool!.query<{ generic_plans: string; custom_plans: string }>(
        "SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'sessions_by_token_hashes'",
      );
      // PostgreSQL tries five plans made for the values at hand before it may settle on one.
      expect(Number(rows[0]!.custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(rows[0]!.generic_plans)).toBeGreaterThanOrEqual(15);
    } finally {
      await single.close();
    }
  });
});
