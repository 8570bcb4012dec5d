import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { liveSiteSessionJoin } from '../../sessions/live-session-store.js';
import { hashToken, newToken } from '../../sessions/tokens.js';
import type { SeedOwner } from './seed-pairs.js';
import { studioError } from './studio-errors.js';

// Game sessions: opened by the launch route, named by a random token (256 bits, only its hash
// stored) that the game client sends with every call of the studio client API.

/** How long a game session lasts; the site session it came from must stay valid too. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type GameMode = 'play' | 'demo';

export interface GameSession {
  id: number;
  userId: number | null;
  gameSysname: string;
  kind: string;
  mode: GameMode;
  currency: string;
  /** A guest's play money; null for a player. */
  demoBalanceMinor: bigint | null;
  locale: string;
  /** The player's site session the game was opened from, and when it last saw activity. */
  siteSession: { id: number; lastSeenMs: number } | null;
}

/** What the launch opens a session with: the session's own fields, and the site session's id. */
export interface NewGameSession extends Omit<GameSession, 'id' | 'siteSession'> {
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
  const [row] = await queryRows<{ id: string }>(
    executor,
    sql`INSERT INTO game_sessions (token_hash, user_id, site_session_id, game_sysname, kind, mode, currency,
          demo_balance_minor, locale, created_at, expires_at)
        VALUES (${hashToken(token)}, ${session.userId}, ${session.siteSessionId}, ${session.gameSysname},
          ${session.kind}, ${session.mode}, ${session.currency}, ${session.demoBalanceMinor}, ${session.locale},
          ${clock.now()}, ${expiresAt})
        RETURNING id`,
  );
  return { token, id: Number(row!.id) };
}

interface SessionRow extends Record<string, unknown> {
  id: string;
  user_id: string | null;
  game_sysname: string;
  kind: string;
  mode: GameMode;
  currency: string;
  demo_balance_minor: string | null;
  locale: string;
  site_session_id: string | null;
  site_last_seen_ms: number | null;
  expired: boolean;
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
  const [row] = await queryRows<SessionRow>(
    executor,
    sql`SELECT g.id, g.user_id, g.game_sysname, g.kind, g.mode, g.currency, g.demo_balance_minor::text, g.locale,
          site.id AS site_session_id, site.last_seen_ms AS site_last_seen_ms,
          (g.expires_at <= ${now} OR (g.user_id IS NOT NULL AND NOT coalesce(site.live, false))) AS expired
        FROM game_sessions g
        ${liveSiteSessionJoin(sql`g.site_session_id`, sql`g.user_id`, now, idleSince)}
        WHERE g.token_hash = ${hashToken(token)}`,
  );
  if (!row || row.expired)
    throw studioError('SESSION_EXPIRED', 'The game session has ended; open the game again');
  return {
    id: Number(row.id),
    userId: row.user_id === null ? null : Number(row.user_id),
    gameSysname: row.game_sysname,
    kind: row.kind,
    mode: row.mode,
    currency: row.currency.trim(),
    demoBalanceMinor: row.demo_balance_minor === null ? null : BigInt(row.demo_balance_minor),
    locale: row.locale,
    siteSession:
      row.site_session_id === null
        ? null
        : { id: Number(row.site_session_id), lastSeenMs: Number(row.site_last_seen_ms) },
  };
}

/** A guest's demo session is kept this long after it expires, then purged with its rounds. */
export const GUEST_SESSION_KEEP_MS = 24 * 60 * 60 * 1000;
/** Guests' sessions purged per statement: short transactions, however large the backlog. */
export const GUEST_PURGE_BATCH = 500;

/**
 * Deletes up to `batch` guests' demo sessions expired before `cutoff`, with their rounds, seed
 * pairs and free spins (play money only: nothing of a player's, nothing the ledger knows).
 * One statement, so a session goes with all of its rows or not at all. Returns how many went.
 */
export async function purgeExpiredGuestSessions(
  executor: Executor,
  cutoff: Date,
  batch = 500,
): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`WITH doomed AS (
          SELECT id FROM game_sessions WHERE user_id IS NULL AND expires_at < ${cutoff}
          ORDER BY expires_at LIMIT ${batch}),
        packs AS (DELETE FROM free_spin_packs WHERE game_session_id IN (SELECT id FROM doomed) AND user_id IS NULL),
        rounds AS (DELETE FROM game_rounds WHERE game_session_id IN (SELECT id FROM doomed) AND user_id IS NULL),
        pairs AS (DELETE FROM game_seed_pairs WHERE game_session_id IN (SELECT id FROM doomed) AND user_id IS NULL)
        DELETE FROM game_sessions WHERE id IN (SELECT id FROM doomed) RETURNING id`,
  );
  return rows.length;
}
