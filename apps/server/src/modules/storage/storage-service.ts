import type { Database } from '@jeton/db';
import { AppError, STORAGE_LIMITS } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { StorageStore } from './storage-store.js';

// The storage service of spec section 7: small per-player values the web app keeps on the server
// (already_seen_cashback_id, ...), within a quota per player.

export class StorageService {
  private readonly store: StorageStore;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.store = new StorageStore(db);
  }

  async get(userId: number, key: string): Promise<{ key: string; value: string | null }> {
    return { key, value: await this.store.value(userId, key) };
  }

  async keys(userId: number): Promise<{ keys: string[] }> {
    return { keys: await this.store.keys(userId) };
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
    await this.store.inPlayerLock(userId, async (tx) => {
      const usage = await this.store.usage(tx, userId, key);
      if (!usage.present && usage.count >= STORAGE_LIMITS.maxKeys) {
        throw new AppError('StorageQuotaExceededException', 'Too many keys are stored', {
          code: 'STORAGE_TOO_MANY_KEYS',
          data: { max_keys: STORAGE_LIMITS.maxKeys },
        });
      }
      await this.store.put(tx, userId, key, value, this.clock.now());
    });
    return { key, value };
  }
}
