import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/** The `trusted_devices` table: hashes of device tokens and when each last logged its player in. */
export class TrustedDevicesStore {
  constructor(private readonly db: Database) {}

  async isUsedSince(tokenHash: string, userId: number, since: Date): Promise<boolean> {
    const rows = await queryRows<{ ok: number }>(
      this.db,
      sql`SELECT 1 AS ok FROM trusted_devices
          WHERE token_hash = ${tokenHash} AND last_used_at > ${since.toISOString()}::timestamptz
            AND user_id = ${userId}
          LIMIT 1`,
    );
    return rows.length > 0;
  }

  /** Whether the token was the player's (its last use is now `now`). */
  async touch(tokenHash: string, userId: number, now: Date): Promise<boolean> {
    const renewed = await queryRows<{ ok: number }>(
      this.db,
      sql`UPDATE trusted_devices SET last_used_at = ${now.toISOString()}::timestamptz
          WHERE token_hash = ${tokenHash} AND user_id = ${userId} RETURNING 1 AS ok`,
    );
    return renewed.length > 0;
  }

  async insert(tokenHash: string, userId: number, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.execute(
      sql`INSERT INTO trusted_devices (token_hash, user_id, created_at, last_used_at)
          VALUES (${tokenHash}, ${userId}, ${at}::timestamptz, ${at}::timestamptz)`,
    );
  }

  async deleteUnusedSince(cutoff: Date): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM trusted_devices WHERE last_used_at < ${cutoff.toISOString()}::timestamptz`,
    );
  }
}
