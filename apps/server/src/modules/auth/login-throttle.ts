import { type Database, queryRows } from '@jeton/db';
import { AppError } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';

/**
 * Throttling of failed log-ins, in two counts kept in the database:
 *
 * - per login and IP: 5 free failures in 15 minutes, then a block that doubles from 30 seconds up
 *   to 15 minutes. This stops guessing from one place. The count only starts again once 15
 *   minutes have passed with neither a failure window nor a block.
 * - per login from anywhere: 30 failures in 15 minutes block the login for only 60 seconds. A
 *   distributed attacker is slowed down, but cannot lock the real player out for long.
 *
 * A successful log-in clears the count of its own login and IP.
 */
export const THROTTLE_RULES = {
  windowMs: 15 * 60_000,
  pair: { freeFailures: 5, firstBlockMs: 30_000, maxBlockMs: 15 * 60_000 },
  login: { freeFailures: 30, blockMs: 60_000 },
} as const;

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Refuses the attempt while either count is blocked. */
  async check(login: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const rows = await queryRows<{ blocked_until: Date | string | null }>(
      this.db,
      sql`SELECT blocked_until FROM login_throttles
          WHERE key IN (${pairKey(login, ip)}, ${loginKey(login)}) AND blocked_until > ${now.toISOString()}::timestamptz`,
    );
    if (rows.length === 0) return;
    const until = Math.max(...rows.map((r) => new Date(r.blocked_until!).getTime()));
    throw tooMany(Math.ceil((until - now.getTime()) / 1000));
  }

  async recordFailure(login: string, ip: string): Promise<void> {
    const pairFailures = await this.count(pairKey(login, ip));
    const pairExcess = pairFailures - THROTTLE_RULES.pair.freeFailures;
    if (pairExcess > 0) {
      const blockMs = Math.min(
        THROTTLE_RULES.pair.firstBlockMs * 2 ** (pairExcess - 1),
        THROTTLE_RULES.pair.maxBlockMs,
      );
      await this.block(pairKey(login, ip), blockMs);
    }
    const loginFailures = await this.count(loginKey(login));
    if (loginFailures > THROTTLE_RULES.login.freeFailures)
      await this.block(loginKey(login), THROTTLE_RULES.login.blockMs);
  }

  async recordSuccess(login: string, ip: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM login_throttles WHERE key = ${pairKey(login, ip)}`);
  }

  async deleteStale(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - 2 * THROTTLE_RULES.windowMs);
    await this.db.execute(
      sql`DELETE FROM login_throttles WHERE window_started_at < ${cutoff.toISOString()}::timestamptz
          AND (blocked_until IS NULL OR blocked_until < ${cutoff.toISOString()}::timestamptz)`,
    );
  }

  /**
   * Adds a failure to a count, starting a new one when the window is over and no block ended
   * within it either. Blocks add up to more than one window (30 s + 60 s + ... + 480 s), so a
   * count that restarted with the window would hand a persistent guesser five free tries every
   * quarter of an hour, and the block would never reach its 15-minute cap.
   */
  private async count(key: string): Promise<number> {
    const now = this.clock.now().toISOString();
    const windowStart = new Date(this.clock.now().getTime() - THROTTLE_RULES.windowMs).toISOString();
    const stale = sql`login_throttles.window_started_at < ${windowStart}::timestamptz
      AND (login_throttles.blocked_until IS NULL OR login_throttles.blocked_until < ${windowStart}::timestamptz)`;
    const [row] = await queryRows<{ failures: string | number }>(
      this.db,
      sql`INSERT INTO login_throttles (key, failures, window_started_at) VALUES (${key}, 1, ${now}::timestamptz)
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN ${stale} THEN 1 ELSE login_throttles.failures + 1 END,
            window_started_at = CASE WHEN ${stale} THEN ${now}::timestamptz
                                     ELSE login_throttles.window_started_at END
          RETURNING failures`,
    );
    return Number(row!.failures);
  }

  private async block(key: string, blockMs: number): Promise<void> {
    const until = new Date(this.clock.now().getTime() + blockMs).toISOString();
    await this.db.execute(
      sql`UPDATE login_throttles SET blocked_until = ${until}::timestamptz WHERE key = ${key}`,
    );
  }
}

function pairKey(login: string, ip: string): string {
  return `pair:${login}:${ip}`;
}

function loginKey(login: string): string {
  return `login:${login}`;
}

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError(
    'TooManyRequestsException',
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    {
      code: 'LOGIN_THROTTLED',
      data: { retry_after: retryAfterSeconds },
    },
  );
}
