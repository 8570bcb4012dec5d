import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { hashToken, newToken } from '../../sessions/tokens.js';
import type { AccountStore } from '../account/account-store.js';

/** The cookie that names a browser which logged its player in before. */
export const DEVICE_COOKIE_NAME = 'jeton_device';
/** A device is trusted for a year after it last logged in. */
export const DEVICE_TRUST_MS = 365 * 24 * 3_600_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Devices that logged a player in before (decision 0024): failures on a login from elsewhere never
 * slow its owner down on them. Only the token's hash is stored, as for sessions.
 */
export class TrustedDevices {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** The players are the account module's: a login is found through its store. */
    private readonly accounts: Pick<AccountStore, 'findByLogin'>,
  ) {}

  /** Whether this cookie value is a device that logged in as `login` within the last year. */
  async isTrustedFor(token: string | undefined, login: string): Promise<boolean> {
    if (!token || !TOKEN_PATTERN.test(token)) return false;
    const since = new Date(this.clock.now().getTime() - DEVICE_TRUST_MS).toISOString();
    const player = await this.accounts.findByLogin(login);
    if (!player) return false;
    const rows = await queryRows<{ ok: number }>(
      this.db,
      sql`SELECT 1 AS ok FROM trusted_devices
          WHERE token_hash = ${hashToken(token)} AND last_used_at > ${since}::timestamptz
            AND user_id = ${player.id}
          LIMIT 1`,
    );
    return rows.length > 0;
  }

  /**
   * After a successful log-in: the device's token, kept if it already belongs to this player (its
   * trust renewed), else a new one for the cookie.
   */
  async remember(userId: number, token: string | undefined): Promise<string> {
    const now = this.clock.now().toISOString();
    if (token && TOKEN_PATTERN.test(token)) {
      const renewed = await queryRows<{ ok: number }>(
        this.db,
        sql`UPDATE trusted_devices SET last_used_at = ${now}::timestamptz
            WHERE token_hash = ${hashToken(token)} AND user_id = ${userId} RETURNING 1 AS ok`,
      );
      if (renewed.length > 0) return token;
    }
    const fresh = newToken();
    await this.db.execute(
      sql`INSERT INTO trusted_devices (token_hash, user_id, created_at, last_used_at)
          VALUES (${hashToken(fresh)}, ${userId}, ${now}::timestamptz, ${now}::timestamptz)`,
    );
    return fresh;
  }

  async deleteStale(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - DEVICE_TRUST_MS).toISOString();
    await this.db.execute(sql`DELETE FROM trusted_devices WHERE last_used_at < ${cutoff}::timestamptz`);
  }
}
