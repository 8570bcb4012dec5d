import type { Database } from '@jeton/db';
import type { Clock } from '../../clock.js';
import { hashToken, newToken } from '../../sessions/tokens.js';
import type { AccountStore } from '../account/account-store.js';
import { TrustedDevicesStore } from './trusted-devices-store.js';

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
  private readonly store: TrustedDevicesStore;

  constructor(
    db: Database,
    private readonly clock: Clock,
    /** The players are the account module's: a login is found through its store. */
    private readonly accounts: Pick<AccountStore, 'findByLogin'>,
  ) {
    this.store = new TrustedDevicesStore(db);
  }

  /** Whether this cookie value is a device that logged in as `login` within the last year. */
  async isTrustedFor(token: string | undefined, login: string): Promise<boolean> {
    if (!token || !TOKEN_PATTERN.test(token)) return false;
    const since = new Date(this.clock.now().getTime() - DEVICE_TRUST_MS);
    const player = await this.accounts.findByLogin(login);
    if (!player) return false;
    return this.store.isUsedSince(hashToken(token), player.id, since);
  }

  /**
   * After a successful log-in: the device's token, kept if it already belongs to this player (its
   * trust renewed), else a new one for the cookie.
   */
  async remember(userId: number, token: string | undefined): Promise<string> {
    const now = this.clock.now();
    if (token && TOKEN_PATTERN.test(token) && (await this.store.touch(hashToken(token), userId, now))) {
      return token;
    }
    const fresh = newToken();
    await this.store.insert(hashToken(fresh), userId, now);
    return fresh;
  }

  async deleteStale(): Promise<void> {
    await this.store.deleteUnusedSince(new Date(this.clock.now().getTime() - DEVICE_TRUST_MS));
  }
}
