import { hash } from 'node:crypto';
import { AppError, type SessionListItem } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { SessionActivity, SessionListStore } from '../../sessions/session-list-store.js';
import { describeUserAgent, maskIp } from './client-description.js';

/**
 * The public id of a session: derived from the stored token hash, so it needs no column, names
 * one session for good, and cannot be turned back into the hash (let alone the cookie's token).
 */
export function publicSessionId(tokenHash: string): string {
  return hash('sha256', `session-public-id:${tokenHash}`, 'base64url').slice(0, 22);
}

export const PUBLIC_SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

/** A player's view of their own sessions: the list, ending one, ending all but the current one. */
export class SessionListService {
  constructor(
    /** The sessions table is sessions/'s: its SQL is there. */
    private readonly store: SessionListStore,
    private readonly clock: Clock,
    private readonly idleTimeoutMs: () => number,
  ) {}

  /** Sessions still usable (not ended, not expired, not idle too long), the most recently seen first. */
  async list(userId: number, currentSessionId: number): Promise<SessionListItem[]> {
    const rows = await this.activeRows(userId);
    return rows
      .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || b.id - a.id)
      .map((row) => ({
        id: publicSessionId(row.tokenHash),
        current: row.id === currentSessionId,
        ...describeUserAgent(row.userAgent),
        ip: maskIp(row.ip),
        started_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
      }));
  }

  /**
   * Ends one of the player's own sessions by its public id; answers whether it was the current
   * one. Only the player's rows are searched, so another player's id is simply not found.
   */
  async end(userId: number, publicId: string, currentSessionId: number): Promise<{ current: boolean }> {
    const row = (await this.activeRows(userId)).find((r) => publicSessionId(r.tokenHash) === publicId);
    if (!row) {
      throw new AppError('InvalidRequestException', 'There is no such session', {
        code: 'SESSION_NOT_FOUND',
      });
    }
    await this.store.end(row.id, this.clock.now());
    return { current: row.id === currentSessionId };
  }

  /** Ends every session of the player but the current one; answers how many ended. */
  async endOthers(userId: number, currentSessionId: number): Promise<number> {
    return this.store.endActiveExcept(userId, currentSessionId, this.activity());
  }

  private activeRows(userId: number) {
    return this.store.activeRows(userId, this.activity());
  }

  private activity(): SessionActivity {
    return { now: this.clock.now(), idleTimeoutMs: this.idleTimeoutMs() };
  }
}
