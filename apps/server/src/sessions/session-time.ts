import { type Executor, queryRows, schema } from '@jeton/db';
import { eq, sql } from 'drizzle-orm';

// How long a player has been logged in, for responsible gaming's session-time limits and reality
// check: the sessions table is this folder's, so its SQL stays here.

/**
 * Seconds the player was logged in from `since` to `now`, over all their sessions. A live session
 * (not ended, not idle past `idleSince`) counts until now; an ended one until its last activity
 * (recorded about once a minute, hence the minute added) or its end, whichever came first.
 * Sessions that overlap (a phone and a laptop at once) count their shared time once: the spans are
 * merged into islands of continuous presence before they are summed.
 */
export async function secondsLoggedIn(
  executor: Executor,
  userId: number,
  since: Date,
  now: Date,
  idleSince: Date,
): Promise<number> {
  const [row] = await queryRows<{ seconds: number }>(
    executor,
    sql`WITH spans AS (
          SELECT GREATEST(created_at, ${since}::timestamptz) AS started,
                 CASE WHEN revoked_at IS NULL AND expires_at > ${now} AND last_seen_at > ${idleSince}
                      THEN ${now}::timestamptz
                      ELSE LEAST(COALESCE(revoked_at, expires_at), expires_at, last_seen_at + interval '1 minute', ${now}::timestamptz)
                 END AS ended
          FROM sessions WHERE user_id = ${userId} AND created_at < ${now}),
        marked AS (
          -- A span opens a new island unless it starts before an earlier span has ended.
          SELECT started, ended,
                 CASE WHEN started <= MAX(ended) OVER (ORDER BY started, ended ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
                      THEN 0 ELSE 1 END AS opens
          FROM spans WHERE ended > started),
        islands AS (
          SELECT started, ended, SUM(opens) OVER (ORDER BY started, ended ROWS UNBOUNDED PRECEDING) AS island
          FROM marked)
        SELECT COALESCE(SUM(seconds), 0)::float8 AS seconds
        FROM (SELECT EXTRACT(EPOCH FROM (MAX(ended) - MIN(started))) AS seconds FROM islands GROUP BY island) merged`,
  );
  return Math.floor(Number(row?.seconds ?? 0));
}

export async function sessionStart(executor: Executor, sessionId: number): Promise<Date | undefined> {
  const [row] = await executor
    .select({ createdAt: schema.sessions.createdAt })
    .from(schema.sessions)
    .where(eq(schema.sessions.id, sessionId));
  return row?.createdAt;
}
