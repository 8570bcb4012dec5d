import { type Database, schema } from '@jeton/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import { balancesFromJson, type PlayerBalances, playerBalancesJson } from '../ledger/accounts.js';
import { hashToken, newToken } from './tokens.js';

export type UserRow = typeof schema.users.$inferSelect;

export interface ActiveSession {
  sessionId: number;
  userId: number;
  user: UserRow;
  /** The player's balances in their currency, read with the session (one round trip per call). */
  balances: PlayerBalances;
}

export interface SessionTimeouts {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

/** Touching last_seen on every call would write on every read; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;
/** Tokens are base64url of 32 bytes; anything else is not ours and needs no database look-up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The session and its player by token hash: built once, and a named statement on PostgreSQL. */
function prepareLookup(db: Database) {
  return db
    .select({
      session: schema.sessions,
      user: schema.users,
      balances: playerBalancesJson(schema.users.id, schema.users.currency),
    })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(eq(schema.sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
}

/** Server-side sessions: an opaque token in the cookie, only its hash at rest. */
export class SessionService {
  // Every API call resolves its session: building this query on each call was the largest single
  // cost of a simple call in the server process, and PostgreSQL planned it again on each call.
  private readonly lookup: ReturnType<typeof prepareLookup>;

  constructor(
    private readonly db: Database,
    private readonly timeouts: SessionTimeouts,
    private readonly clock: Clock,
  ) {
    this.lookup = prepareLookup(db);
  }

  async create(
    userId: number,
    client: { ip: string; userAgent: string },
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.timeouts.absoluteTimeoutMs);
    await this.db.insert(schema.sessions).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 512),
    });
    return { token, expiresAt };
  }

  /** The session behind a cookie token, or null when unknown, revoked, idle too long or too old. */
  async resolve(token: string | undefined): Promise<ActiveSession | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const [row] = await this.lookup.execute({ tokenHash: hashToken(token) });
    if (!row || row.session.revokedAt) return null;
    const now = this.clock.now().getTime();
    const idleFor = now - row.session.lastSeenAt.getTime();
    if (now >= row.session.expiresAt.getTime() || idleFor >= this.timeouts.idleTimeoutMs) {
      await this.revoke(row.session.id);
      return null;
    }
    if (idleFor >= TOUCH_INTERVAL_MS) {
      await this.db
        .update(schema.sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(schema.sessions.id, row.session.id));
    }
    return {
      sessionId: row.session.id,
      userId: row.user.id,
      user: row.user,
      balances: balancesFromJson(row.balances),
    };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(schema.sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)));
  }

  /** Ends every session of a player but one (the one that changed the password stays). */
  async revokeOthers(userId: number, keepSessionId?: number): Promise<void> {
    const conditions = [eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)];
    if (keepSessionId !== undefined) conditions.push(ne(schema.sessions.id, keepSessionId));
    await this.db
      .update(schema.sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(...conditions));
  }
}
