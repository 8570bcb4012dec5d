import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerPlayer, type TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { GAME_SESSION_TTL_MS, GUEST_SESSION_KEEP_MS, purgeExpiredGuestSessions } from './game-sessions.js';
import { fund, openSession, studioGet, studioPost } from './studio-testing.js';

// Housekeeping's purge of guests' demo sessions. Its own file: it moves the app's clock by days.

let t: TestApp;

shareTestApp((app) => {
  t = app;
});

const UNDER_50 = { direction: 'under', targetHundredths: 5000 };

async function rowsOf(gameSessionId: number) {
  const [row] = await queryRows<{ sessions: string; rounds: string; pairs: string }>(
    t.database.db,
    sql`SELECT (SELECT count(*) FROM game_sessions WHERE id = ${gameSessionId}) AS sessions,
               (SELECT count(*) FROM game_rounds WHERE game_session_id = ${gameSessionId}) AS rounds,
               (SELECT count(*) FROM game_seed_pairs WHERE game_session_id = ${gameSessionId}) AS pairs`,
  );
  return { sessions: Number(row!.sessions), rounds: Number(row!.rounds), pairs: Number(row!.pairs) };
}

describe('purging guests’ expired demo sessions', () => {
  it('removes a guest’s session with its rounds and seeds a day after it expired, and nothing of a player', async () => {
    const guest = await openSession(t, 'jeton-dice', 'demo');
    expect(
      (await studioPost(t, 'rounds', { session: guest.token, stake: '100', bet: UNDER_50 })).status,
    ).toBe(200);
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const player = await openSession(t, 'jeton-dice', 'play', cookie);
    expect(
      (await studioPost(t, 'rounds', { session: player.token, stake: '100', bet: UNDER_50 })).status,
    ).toBe(200);
    const [{ guestId, playerId }] = (await queryRows<{ guestId: number; playerId: number }>(
      t.database.db,
      sql`SELECT (SELECT max(id) FROM game_sessions WHERE user_id IS NULL)::int AS "guestId",
                 (SELECT max(id) FROM game_sessions WHERE user_id = ${uid})::int AS "playerId"`,
    )) as [{ guestId: number; playerId: number }];
    expect(await rowsOf(guestId)).toEqual({ sessions: 1, rounds: 1, pairs: 1 });

    // Expired, but not a day ago yet: kept.
    t.clock.advance(GAME_SESSION_TTL_MS + 60_000);
    const cutoff = () => new Date(t.clock.now().getTime() - GUEST_SESSION_KEEP_MS);
    await purgeExpiredGuestSessions(t.database.db, cutoff());
    expect((await rowsOf(guestId)).sessions).toBe(1);

    t.clock.advance(GUEST_SESSION_KEEP_MS);
    expect(await purgeExpiredGuestSessions(t.database.db, cutoff())).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(guestId)).toEqual({ sessions: 0, rounds: 0, pairs: 0 });
    expect((await studioGet(t, 'session', { session: guest.token })).body.error.code).toBe('SESSION_EXPIRED');
    // The player's session and round stay: they are the player's history.
    expect(await rowsOf(playerId)).toEqual({ sessions: 1, rounds: 1, pairs: 0 });
    expect(await purgeExpiredGuestSessions(t.database.db, cutoff())).toBe(0);
  });

  it('goes in batches', async () => {
    for (let i = 0; i < 3; i++) await openSession(t, 'jeton-dice', 'demo');
    t.clock.advance(GAME_SESSION_TTL_MS + GUEST_SESSION_KEEP_MS + 60_000);
    const cutoff = new Date(t.clock.now().getTime() - GUEST_SESSION_KEEP_MS);
    expect(await purgeExpiredGuestSessions(t.database.db, cutoff, 2)).toBe(2);
    expect(await purgeExpiredGuestSessions(t.database.db, cutoff, 2)).toBe(1);
    expect(await purgeExpiredGuestSessions(t.database.db, cutoff, 2)).toBe(0);
  });
});
