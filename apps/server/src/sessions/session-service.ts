import { type Database, type Executor, jsonRowReader, schema } from '@jeton/db';
import { ParsedByText } from '@jeton/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import { balancesFromJson, type PlayerBalances } from '../ledger/accounts.js';
import { LookupBatcher } from './lookup-batcher.js';
import { prepareSessionLookups } from './lookup-statements.js';
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
/** Players whose last parsed row and balances are kept (see ParsedByText): about 1 kB each. */
const PARSED_PLAYERS = 10_000;

/** Server-side sessions: an opaque token in the cookie, only its hash at rest. */
export class SessionService {
  // Every API call resolves its session, so the look-up is the leanest statement we could make,
  // shared by the requests of one event-loop turn (decision 0011).
  private readonly lookups: LookupBatcher;
  private readonly users = new ParsedByText<number, UserRow>(readUser, PARSED_PLAYERS);
  private readonly balances = new ParsedByText<number, PlayerBalances>(balancesFromJson, PARSED_PLAYERS);

  constructor(
    private readonly db: Database,
    private readonly timeouts: SessionTimeouts,
    private readonly clock: Clock,
  ) {
    this.lookups = new LookupBatcher(prepareSessionLookups(db));
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
    const row = await this.lookups.load(hashToken(token));
    if (!row) return null;
    const [, id, revoked, lastSeenMs, expiresMs, userJson, balancesJson] = row;
    if (revoked) return null;
    const sessionId = Number(id);
    const now = this.clock.now().getTime();
    const idleFor = now - (lastSeenMs as number);
    if (now >= (expiresMs as number) || idleFor >= this.timeouts.idleTimeoutMs) {
      await this.revoke(sessionId);
      return null;
    }
    await this.touchIfDue(sessionId, lastSeenMs as number);
    const user = this.users.read(sessionId, userJson as string);
    return {
      sessionId,
      userId: user.id,
      user,
      // A player without accounts yet has no balances: null, read as zeros.
      balances: this.balances.read(sessionId, (balancesJson as string | null) ?? 'null'),
    };
  }

  /** How long a session may go without activity before it ends. */
  get idleTimeoutMs(): number {
    return this.timeouts.idleTimeoutMs;
  }

  /**
   * Records activity on a session last seen at `lastSeenMs`: API calls, and the rounds of a game
   * opened from it, keep it from ending while the player is busy.
   */
  async touchIfDue(sessionId: number, lastSeenMs: number): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - lastSeenMs < TOUCH_INTERVAL_MS) return;
    await this.db
      .update(schema.sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(schema.sessions.id, sessionId));
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(schema.sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)));
  }

  /** Ends every session of a player but one (the one that changed the password stays). */
  async revokeOthers(userId: number, keepSessionId?: number, executor: Executor = this.db): Promise<number> {
    const conditions = [eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)];
    if (keepSessionId !== undefined) conditions.push(ne(schema.sessions.id, keepSessionId));
    const ended = await executor
      .update(schema.sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(...conditions))
      .returning({ id: schema.sessions.id });
    return ended.length;
  }
}
