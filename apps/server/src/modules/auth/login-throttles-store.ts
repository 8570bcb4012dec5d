import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/** A count of failures under one key, and the block it earned if any. */
export interface ThrottleRow {
  key: string;
  failures: number;
  blockedUntil: Date | null;
}

/** The `login_throttles` table: failure counts by key (login, address, or both), shared by every app server. */
export class LoginThrottlesStore {
  constructor(private readonly db: Database) {}

  /** The keys among `blockable` blocked at `now`, and the `counted` key if its window began after `windowStart`. */
  async findActive(
    blockable: string[],
    counted: string,
    now: Date,
    windowStart: Date,
  ): Promise<ThrottleRow[]> {
    const rows = await queryRows<{
      key: string;
      failures: string | number;
      blocked_until: Date | string | null;
    }>(
      this.db,
      sql`SELECT key, failures, blocked_until FROM login_throttles
          WHERE (key IN (${sql.join(
            blockable.map((key) => sql`${key}`),
            sql`, `,
          )}) AND blocked_until > ${now.toISOString()}::timestamptz)
             OR (key = ${counted} AND window_started_at > ${windowStart.toISOString()}::timestamptz)`,
    );
    return rows.map((r) => ({
      key: r.key,
      failures: Number(r.failures),
      blockedUntil: r.blocked_until === null ? null : new Date(r.blocked_until),
    }));
  }

  /**
   * Adds a failure to the key's count, starting a new count at `now` when its window began before
   * `windowStart` and no block ended after it either: the count after this failure.
   */
  async count(key: string, now: Date, windowStart: Date): Promise<number> {
    const at = now.toISOString();
    const start = windowStart.toISOString();
    const stale = sql`login_throttles.window_started_at < ${start}::timestamptz
      AND (login_throttles.blocked_until IS NULL OR login_throttles.blocked_until < ${start}::timestamptz)`;
    const [row] = await queryRows<{ failures: string | number }>(
      this.db,
      sql`INSERT INTO login_throttles (key, failures, window_started_at) VALUES (${key}, 1, ${at}::timestamptz)
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN ${stale} THEN 1 ELSE login_throttles.failures + 1 END,
            window_started_at = CASE WHEN ${stale} THEN ${at}::timestamptz
                                     ELSE login_throttles.window_started_at END
          RETURNING failures`,
    );
    return Number(row!.failures);
  }

  async block(key: string, until: Date): Promise<void> {
    await this.db.execute(
      sql`UPDATE login_throttles SET blocked_until = ${until.toISOString()}::timestamptz WHERE key = ${key}`,
    );
  }

  async delete(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM login_throttles WHERE key = ${key}`);
  }

  /** Deletes the counts whose window, and block if any, ended before `cutoff`. */
  async deleteStale(cutoff: Date): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM login_throttles WHERE window_started_at < ${cutoff.toISOString()}::timestamptz
          AND (blocked_until IS NULL OR blocked_until < ${cutoff.toISOString()}::timestamptz)`,
    );
  }
}
