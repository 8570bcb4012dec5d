import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { liveSiteSessionJoin } from '../../sessions/live-session-store.js';

// SQL of game_sessions: a session inserted under its token's hash, found by it with its site
// session's liveness, a guest's play money moved, and the guests' expired sessions purged with
// their rounds, seed pairs and free spins.

export type GameMode = 'play' | 'demo';

/** The fields a game session is opened with and found again with. */
export interface GameSessionFields {
  userId: number | null;
  gameSysname: string;
  kind: string;
  mode: GameMode;
  currency: string;
  /** A guest's play money; null for a player. */
  demoBalanceMinor: bigint | null;
  locale: string;
}

export interface GameSessionEntry extends GameSessionFields {
  tokenHash: string;
  siteSessionId: number | null;
  createdAt: Date;
  expiresAt: Date;
}

/** A session found by its token, as of `now`. */
export interface FoundGameSession extends GameSessionFields {
  id: number;
  /** The player's site session the game was opened from, and when it last saw activity. */
  siteSession: { id: number; lastSeenMs: number } | null;
  /** Past its time, or a player's whose site session is no longer live. */
  expired: boolean;
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

export async function insertGameSession(executor: Executor, session: GameSessionEntry): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    executor,
    sql`INSERT INTO game_sessions (token_hash, user_id, site_session_id, game_sysname, kind, mode, currency,
          demo_balance_minor, locale, created_at, expires_at)
        VALUES (${session.tokenHash}, ${session.userId}, ${session.siteSessionId}, ${session.gameSysname},
          ${session.kind}, ${session.mode}, ${session.currency}, ${session.demoBalanceMinor}, ${session.locale},
          ${session.createdAt}, ${session.expiresAt})
        RETURNING id`,
  );
  return Number(row!.id);
}

/** The session of this token hash, its site session live unless idle since `idleSince`. */
export async function findGameSession(
  executor: Executor,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<FoundGameSession | null> {
  const [row] = await queryRows<SessionRow>(
    executor,
    sql`SELECT g.id, g.user_id, g.game_sysname, g.kind, g.mode, g.currency, g.demo_balance_minor::text, g.locale,
          site.id AS site_session_id, site.last_seen_ms AS site_last_seen_ms,
          (g.expires_at <= ${now} OR (g.user_id IS NOT NULL AND NOT coalesce(site.live, false))) AS expired
        FROM game_sessions g
        ${liveSiteSessionJoin(sql`g.site_session_id`, sql`g.user_id`, now, idleSince)}
        WHERE g.token_hash = ${tokenHash}`,
  );
  if (!row) return null;
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
    expired: Boolean(row.expired),
  };
}

/** A guest session's play money (0 when the session is gone). */
export async function demoBalance(executor: Executor, gameSessionId: number): Promise<bigint> {
  const [row] = await queryRows<{ balance: string }>(
    executor,
    sql`SELECT demo_balance_minor::text AS balance FROM game_sessions WHERE id = ${gameSessionId}`,
  );
  return BigInt(row?.balance ?? 0);
}

/** Moves a guest session's play money; the balance after, or null when it would go below zero. */
export async function moveDemoBalance(
  tx: Executor,
  gameSessionId: number,
  deltaMinor: bigint,
): Promise<bigint | null> {
  const [row] = await queryRows<{ after: string }>(
    tx,
    sql`UPDATE game_sessions SET demo_balance_minor = demo_balance_minor + ${deltaMinor}
        WHERE id = ${gameSessionId} AND demo_balance_minor + ${deltaMinor} >= 0
        RETURNING demo_balance_minor::text AS after`,
  );
  return row ? BigInt(row.after) : null;
}

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
