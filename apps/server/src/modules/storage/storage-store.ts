import { type Database, type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/** The first key of the advisory lock that serialises one player's writes (the second is their id). */
const STORAGE_LOCK_SPACE = 7_301;

/** The `player_storage` table: small per-player values of the web app (spec section 7). */
export class StorageStore {
  constructor(private readonly db: Database) {}

  async value(userId: number, key: string): Promise<string | null> {
    const [row] = await queryRows<{ value: string }>(
      this.db,
      sql`SELECT value FROM player_storage WHERE user_id = ${userId} AND key = ${key}`,
    );
    return row?.value ?? null;
  }

  async keys(userId: number): Promise<string[]> {
    const rows = await queryRows<{ key: string }>(
      this.db,
      sql`SELECT key FROM player_storage WHERE user_id = ${userId} ORDER BY key`,
    );
    return rows.map((row) => row.key);
  }

  /** Runs `write` with the player's writes serialised, so racing requests see each other's keys. */
  inPlayerLock<T>(userId: number, write: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${STORAGE_LOCK_SPACE}, ${userId}::int)`);
      return write(tx);
    });
  }

  /** How many keys the player holds, and whether `key` is among them. */
  async usage(tx: Executor, userId: number, key: string): Promise<{ count: number; present: boolean }> {
    const [usage] = await queryRows<{ count: number; present: boolean }>(
      tx,
      sql`SELECT count(*)::int AS count, coalesce(bool_or(key = ${key}), false) AS present
          FROM player_storage WHERE user_id = ${userId}`,
    );
    return { count: Number(usage?.count ?? 0), present: Boolean(usage?.present) };
  }

  async put(tx: Executor, userId: number, key: string, value: string, now: Date): Promise<void> {
    await tx.execute(sql`INSERT INTO player_storage (user_id, key, value, updated_at)
        VALUES (${userId}, ${key}, ${value}, ${now})
        ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`);
  }
}
