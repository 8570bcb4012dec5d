import type { Database, Executor } from '@jeton/db';
import {
  BACKOFFICE_SESSION_ABSOLUTE_HOURS,
  BACKOFFICE_SESSION_IDLE_MINUTES,
  isOperatorRole,
  type OperatorRole,
} from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import { hashToken, newToken } from '../../sessions/tokens.js';
import {
  insertOperatorSession,
  liveSessionByTokenHash,
  revokeOperatorSession,
  touchOperatorSession,
} from './operator-sessions-store.js';

export const OPERATOR_IDLE_TIMEOUT_MS = BACKOFFICE_SESSION_IDLE_MINUTES * 60_000;
export const OPERATOR_ABSOLUTE_TIMEOUT_MS = BACKOFFICE_SESSION_ABSOLUTE_HOURS * 3_600_000;
/** Activity is written at most this often (the idle timeout is counted from it). */
const TOUCH_INTERVAL_MS = 30_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The operator behind a back-office call. */
export interface OperatorContext {
  sessionId: number;
  operatorId: number;
  email: string;
  name: string;
  role: OperatorRole;
  locale: string;
}

/**
 * Operators' sessions, apart from players' (another table, another cookie): an opaque token, only
 * its hash stored, a 15-minute idle timeout and an 8-hour absolute one (decision 0034).
 */
export class OperatorSessions {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async create(operatorId: number, client: { ip: string; userAgent: string }, executor: Executor = this.db) {
    const token = newToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + OPERATOR_ABSOLUTE_TIMEOUT_MS);
    const sessionId = await insertOperatorSession(executor, {
      tokenHash: hashToken(token),
      operatorId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 512),
    });
    return { token, expiresAt, sessionId };
  }

  /** The operator of a live session, or null (unknown, revoked, idle, too old, operator disabled). */
  async resolve(token: string | undefined): Promise<OperatorContext | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const row = await liveSessionByTokenHash(this.db, hashToken(token));
    if (!row || !isOperatorRole(row.role)) return null;
    const sessionId = Number(row.session_id);
    const now = this.clock.now().getTime();
    const lastSeen = new Date(row.last_seen_at).getTime();
    if (now >= new Date(row.expires_at).getTime() || now - lastSeen >= OPERATOR_IDLE_TIMEOUT_MS) {
      await this.revoke(sessionId);
      return null;
    }
    if (now - lastSeen >= TOUCH_INTERVAL_MS) {
      await touchOperatorSession(this.db, sessionId, new Date(now));
    }
    return {
      sessionId,
      operatorId: Number(row.operator_id),
      email: row.email,
      name: row.name,
      role: row.role,
      locale: row.locale,
    };
  }

  async revoke(sessionId: number, executor: Executor = this.db): Promise<void> {
    await revokeOperatorSession(executor, sessionId, this.clock.now());
  }
}
