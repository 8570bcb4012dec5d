import type { Executor } from '@jeton/db';
import type { Clock } from '../../clock.js';
import { hashToken, newToken } from '../../sessions/tokens.js';
import {
  type FoundGameSession,
  findGameSession,
  type GameSessionFields,
  insertGameSession,
} from './game-sessions-store.js';
import type { SeedOwner } from './seed-pairs.js';
import { studioError } from './studio-errors.js';

// Game sessions: opened by the launch route, named by a random token (256 bits, only its hash
// stored) that the game client sends with every call of the studio client API.

/** How long a game session lasts; the site session it came from must stay valid too. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type { GameMode } from './game-sessions-store.js';
export { purgeExpiredGuestSessions } from './game-sessions-store.js';

/** An open game session, as the studio's calls find it. */
export type GameSession = Omit<FoundGameSession, 'expired'>;

/** What the launch opens a session with: the session's own fields, and the site session's id. */
export interface NewGameSession extends GameSessionFields {
  siteSessionId: number | null;
}

export function seedOwnerOf(session: GameSession): SeedOwner {
  return session.userId !== null ? { userId: session.userId } : { gameSessionId: session.id };
}

export async function openGameSession(
  executor: Executor,
  clock: Clock,
  session: NewGameSession,
): Promise<{ token: string; id: number }> {
  const token = newToken();
  const expiresAt = new Date(clock.now().getTime() + GAME_SESSION_TTL_MS);
  const id = await insertGameSession(executor, {
    tokenHash: hashToken(token),
    userId: session.userId,
    siteSessionId: session.siteSessionId,
    gameSysname: session.gameSysname,
    kind: session.kind,
    mode: session.mode,
    currency: session.currency,
    demoBalanceMinor: session.demoBalanceMinor,
    locale: session.locale,
    createdAt: clock.now(),
    expiresAt,
  });
  return { token, id };
}

/**
 * The live session behind a token, or SESSION_EXPIRED: unknown, past its time, its site session
 * logged out, expired or idle for `siteIdleTimeoutMs`, or its player no longer active.
 */
export async function resolveGameSession(
  executor: Executor,
  clock: Clock,
  token: unknown,
  siteIdleTimeoutMs: number,
): Promise<GameSession> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
    throw studioError('SESSION_EXPIRED', 'The game session is not valid; open the game again');
  }
  const now = clock.now();
  const idleSince = new Date(now.getTime() - siteIdleTimeoutMs);
  const found = await findGameSession(executor, hashToken(token), now, idleSince);
  if (!found || found.expired)
    throw studioError('SESSION_EXPIRED', 'The game session has ended; open the game again');
  const { expired: _expired, ...session } = found;
  return session;
}

/** A guest's demo session is kept this long after it expires, then purged with its rounds. */
export const GUEST_SESSION_KEEP_MS = 24 * 60 * 60 * 1000;
/** Guests' sessions purged per statement: short transactions, however large the backlog. */
export const GUEST_PURGE_BATCH = 500;
