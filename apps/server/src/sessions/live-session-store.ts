import { type SQL, sql } from 'drizzle-orm';

// Whether a site session still stands, for a statement of another module that checks something
// tied to it in one round trip (a game session on every studio call, decision 0091): the sessions
// and their players are read here, where the session look-up reads them too.

/**
 * `LEFT JOIN LATERAL … site`: the site session's `id` and `last_seen_ms` (epoch milliseconds), and
 * `live`, true while it is not revoked, expired or idle since `idleSince` and its player is active.
 * No row when there is no such session of that player.
 */
export function liveSiteSessionJoin(siteSessionId: SQL, userId: SQL, now: Date, idleSince: Date): SQL {
  return sql`LEFT JOIN LATERAL (
      SELECT s.id, floor(extract(epoch FROM s.last_seen_at) * 1000)::float8 AS last_seen_ms,
        (s.revoked_at IS NULL AND s.expires_at > ${now} AND s.last_seen_at > ${idleSince}
          AND u.status = 'active') AS live
      FROM sessions s JOIN users u ON u.id = ${userId}
      WHERE s.id = ${siteSessionId}) site ON true`;
}
