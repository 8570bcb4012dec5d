import { type Database, queryRows } from '@jeton/db';
import { AppError, STORAGE_LIMITS } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';

// The storage service of spec section 7: small per-player values the web app keeps on the server
// (already_seen_cashback_id, ...), within a quota per player.

/** The first key of the advisory lock that serialises one player's writes (the second is their id). */
const STORAGE_LOCK_SPACE = 7_301;

export class StorageService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async get(userId: number, key: string): Promise<{ key: string; value: string | null }> {
    const [row] = await queryRows<{ value: string }>(
      this.db,
      sql`SELECT value FROM player_storage WHERE user_id = ${userId} AND key = ${key}`,
    );
    return { key, value: row?.value ?? null };
  }

  async keys(userId: number): Promise<{ keys: string[] }> {
    const rows = await queryRows<{ key: string }>(
      this.db,
      sql`SELECT key FROM player_storage WHERE user_id = ${userId} ORDER BY key`,
    );
    return { keys: rows.map((row) => row.key) };
  }

  /**
   * Sets a key. A value over the size limit, or a new key beyond the key count, is refused with
   * StorageQuotaExceededException. The player's writes are serialised, so racing requests cannot
   * both take the last free key.
   */
  async set(userId: number, key: string, value: string): Promise<{ key: string; value: string }> {
    const bytes = Buffer.byteLength(value, 'utf8');
    if (bytes > STORAGE_LIMITS.valueMaxBytes) {
      throw new AppError('StorageQuotaExceededException', 'The value is too large', {
        code: 'STORAGE_VALUE_TOO_LARGE',
        data: { max_bytes: STORAGE_LIMITS.valueMaxBytes },
      });
    }
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${STORAGE_LOCK_SPACE}, ${userId}::int)`);
      const [usage] = await queryRows<{ count: number; present: boolean }>(
        tx,
        sql`SELECT count(*)::int AS count, coalesce(bool_or(key = ${key}), false) AS present
            FROM player_storage WHERE user_id = ${userId}`,
      );
      if (!usage?.present && Number(usage?.count ?? 0) >= STORAGE_LIMITS.maxKeys) {
        throw new AppError('StorageQuotaExceededException', 'Too many keys are stored', {
          code: 'STORAGE_TOO_MANY_KEYS',
          data: { max_keys: STORAGE_LIMITS.maxKeys },
        });
      }
      await tx.execute(sql`INSERT INTO player_storage (user_id, key, value, updated_at)
          VALUES (${userId}, ${key}, ${value}, ${this.clock.now()})
          ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`);
    });
    return { key, value };
  }
}
