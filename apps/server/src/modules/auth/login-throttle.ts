import type { Database } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { LoginThrottlesStore } from './login-throttles-store.js';

/**
 * Throttling of failed log-ins (decision 0024, which replaces 0003's lock per login): the attacker
 * is throttled, not the account. Three counts in the database, shared by every app server:
 *
 * - per login and address: 5 free failures in 15 minutes, then a block that doubles from 30
 *   seconds up to 15 minutes. This stops guessing from one place. The count only starts again
 *   once 15 minutes have passed with neither a failure window nor a block.
 * - per address, whatever the login: 20 free failures in 15 minutes, then a block doubling from
 *   1 minute up to an hour. This stops one place from trying many logins (credential stuffing).
 * - per login from anywhere: never a block, which would let anyone lock a player out. After 10
 *   failed or refused attempts in 15 minutes, each attempt on that login waits 2 seconds before
 *   its password is checked, unless it comes from a device that logged the player in before.
 *
 * A successful log-in clears the count of its own login and address.
 */
export const THROTTLE_RULES = {
  windowMs: 15 * 60_000,
  pair: { freeFailures: 5, firstBlockMs: 30_000, maxBlockMs: 15 * 60_000 },
  address: { freeFailures: 20, firstBlockMs: 60_000, maxBlockMs: 60 * 60_000 },
  login: { freeFailures: 10, slowDownMs: 2_000 },
} as const;

export interface LoginAttempt {
  login: string;
  ip: string;
  /**
   * Whether the attempt comes from a browser that logged this login in before: asked only while the
   * login is under attack, so an ordinary log-in does not pay for the look-up.
   */
  isTrustedDevice: () => Promise<boolean>;
}

export class LoginThrottle {
  private readonly store: LoginThrottlesStore;

  constructor(
    db: Database,
    private readonly clock: Clock,
    /**
     * Prefixes every key: another guessable secret (promo codes) counts its failures apart, with
     * the same rules, so they never block a log-in.
     */
    private readonly namespace = '',
  ) {
    this.store = new LoginThrottlesStore(db);
  }

  /**
   * Refuses the attempt while its address, or its login from that address, is blocked; slows it
   * down while the login is under attack from elsewhere, unless the device is known.
   */
  async check(
    { login, ip, isTrustedDevice }: LoginAttempt,
    /** The refusal while blocked: another secret (promo codes) answers in its own words. */
    refusal: (retryAfterSeconds: number) => AppError = loginThrottled,
  ): Promise<void> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - THROTTLE_RULES.windowMs);
    const rows = await this.store.findActive(
      [this.pairKey(login, ip), this.addressKey(ip)],
      this.loginKey(login),
      now,
      windowStart,
    );
    const blocks = rows.filter((r) => r.key !== this.loginKey(login));
    if (blocks.length > 0) {
      // A refused attempt is still an attack on the login: it counts towards the slow-down.
      await this.count(this.loginKey(login));
      const until = Math.max(...blocks.map((r) => r.blockedUntil!.getTime()));
      throw refusal(Math.ceil((until - now.getTime()) / 1000));
    }
    const underAttack = rows.some(
      (r) => r.key === this.loginKey(login) && r.failures >= THROTTLE_RULES.login.freeFailures,
    );
    if (underAttack && !(await isTrustedDevice())) await this.clock.sleep(THROTTLE_RULES.login.slowDownMs);
  }

  async recordFailure(login: string, ip: string): Promise<void> {
    await this.countAndBlock(this.pairKey(login, ip), THROTTLE_RULES.pair);
    await this.countAndBlock(this.addressKey(ip), THROTTLE_RULES.address);
    await this.count(this.loginKey(login));
  }

  /** Counts a failure; past the free ones, blocks the key for a time that doubles with each further failure. */
  private async countAndBlock(
    key: string,
    rule: { freeFailures: number; firstBlockMs: number; maxBlockMs: number },
  ): Promise<void> {
    const excess = (await this.count(key)) - rule.freeFailures;
    if (excess > 0) await this.block(key, Math.min(rule.firstBlockMs * 2 ** (excess - 1), rule.maxBlockMs));
  }

  async recordSuccess(login: string, ip: string): Promise<void> {
    await this.store.delete(this.pairKey(login, ip));
  }

  async deleteStale(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - 2 * THROTTLE_RULES.windowMs);
    await this.store.deleteStale(cutoff);
  }

  /**
   * Adds a failure to a count, starting a new one when the window is over and no block ended
   * within it either. Blocks add up to more than one window (30 s + 60 s + ... + 480 s), so a
   * count that restarted with the window would hand a persistent guesser five free tries every
   * quarter of an hour, and the block would never reach its 15-minute cap.
   */
  private async count(key: string): Promise<number> {
    const now = this.clock.now();
    return this.store.count(key, now, new Date(now.getTime() - THROTTLE_RULES.windowMs));
  }

  private async block(key: string, blockMs: number): Promise<void> {
    await this.store.block(key, new Date(this.clock.now().getTime() + blockMs));
  }

  private pairKey(login: string, ip: string): string {
    return `${this.namespace}pair:${login}:${ip}`;
  }

  private loginKey(login: string): string {
    return `${this.namespace}login:${login}`;
  }

  private addressKey(ip: string): string {
    return `${this.namespace}address:${ip}`;
  }
}

/** A blocked log-in: `retry_after` also becomes the answer's Retry-After header. */
export function loginThrottled(retryAfterSeconds: number): AppError {
  return new AppError(
    'TooManyRequestsException',
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    {
      code: 'LOGIN_THROTTLED',
      data: { retry_after: retryAfterSeconds },
    },
  );
}
