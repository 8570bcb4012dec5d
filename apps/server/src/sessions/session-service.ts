import { type Database, jsonRowReader, prepareStatement, schema } from '@jeton/db';
import { type AnyColumn, and, eq, isNull, ne, sql } from 'drizzle-orm';
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

const readUser = jsonRowReader(schema.users);

/**
 * The session and its player by token hash, with the player's balances: a named statement that
 * answers exactly what `resolve` reads. The player comes as one JSON column and the times as
 * epoch milliseconds, so the driver parses six fields rather than forty (that per-field work, and
 * drizzle's row mapping, were the largest costs of a simple API call in the server process).
 */
function prepareLookup(db: Database) {
  const { sessions, users } = schema;
  const epochMs = (column: AnyColumn) => sql`floor(extract(epoch FROM ${column}) * 1000)::float8`;
  return prepareStatement(
    db,
    'session_by_token_hash',
    sql`SELECT ${sessions.id}::text, ${sessions.revokedAt} IS NOT NULL, ${epochMs(sessions.lastSeenAt)},
        ${epochMs(sessions.expiresAt)}, row_to_json(${users}), ${playerBalancesJson(users.id, users.currency)}
      FROM ${sessions} JOIN ${users} ON ${users.id} = ${sessions.userId}
      WHERE ${sessions.tokenHash} = ${sql.placeholder('tokenHash')}`,
    ['text', 'bool', 'float8', 'float8', 'json', 'json'],
  );
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
    const [row] = await this.lookup({ tokenHash: hashToken(token) });
    if (!row || row[1]) return null;
    const sessionId = Number(row[0]);
    const now = this.clock.now().getTime();
    const idleFor = now - (row[2] as number);
    if (now >= (row[3] as number) || idleFor >= this.timeouts.idleTimeoutMs) {
      await this.revoke(sessionId);
      return null;
    }
    if (idleFor >= TOUCH_INTERVAL_MS) {
      await this.db
        .update(schema.sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(schema.sessions.id, sessionId));
    }
    const user = readUser(row[4]);
    return {
      sessionId,
      userId: user.id,
      user,
      balances: balancesFromJson(row[5] as Record<string, string> | string | null),
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
