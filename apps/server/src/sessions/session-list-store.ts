import { type Database, type Executor, queryRows, schema } from '@jeton/db';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';

// SQL of the sessions table for a player's list of their own sessions (modules/security) and for the
// back office's view of them: the table is this folder's, so its SQL stays here.

const table = schema.sessions;

/** When a session stops opening the account: now, and how long idle it may have been. */
export interface SessionActivity {
  now: Date;
  idleTimeoutMs: number;
}

export class SessionListStore {
  constructor(private readonly db: Database) {}

  /** The player's sessions that still open the account: not ended, not expired, not idle too long. */
  async activeRows(userId: number, activity: SessionActivity) {
    return this.db
      .select({
        id: table.id,
        tokenHash: table.tokenHash,
        createdAt: table.createdAt,
        lastSeenAt: table.lastSeenAt,
        ip: table.ip,
        userAgent: table.userAgent,
      })
      .from(table)
      .where(active(userId, activity));
  }

  /** The player's latest sessions, newest first, ended ones too (raw rows, as the database names them). */
  recentRows(userId: number, limit: number): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      sql`SELECT * FROM sessions WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit}`,
    );
  }

  /** How many of the player's sessions are not ended (expired or idle ones included). */
  async countNotEnded(executor: Executor, userId: number): Promise<number> {
    const [open] = await queryRows<{ n: string | number }>(
      executor,
      sql`SELECT count(*) AS n FROM sessions WHERE user_id = ${userId} AND revoked_at IS NULL`,
    );
    return Number(open?.n ?? 0);
  }

  /** Ends one session unless it has ended already. */
  async end(sessionId: number, at: Date): Promise<void> {
    await this.db
      .update(table)
      .set({ revokedAt: at })
      .where(and(eq(table.id, sessionId), isNull(table.revokedAt)));
  }

  /** Ends the player's active sessions but one; answers how many ended. */
  async endActiveExcept(userId: number, keepSessionId: number, activity: SessionActivity): Promise<number> {
    const ended = await this.db
      .update(table)
      .set({ revokedAt: activity.now })
      .where(and(active(userId, activity), ne(table.id, keepSessionId)))
      .returning({ id: table.id });
    return ended.length;
  }
}

function active(userId: number, { now, idleTimeoutMs }: SessionActivity) {
  return and(
    eq(table.userId, userId),
    isNull(table.revokedAt),
    gt(table.expiresAt, now),
    gt(table.lastSeenAt, new Date(now.getTime() - idleTimeoutMs)),
  );
}
