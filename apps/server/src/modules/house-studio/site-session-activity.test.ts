import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBalances } from '../../ledger/index.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund, openSession, studioGet, studioPost } from './studio-testing.js';

// A game is played in a frame that makes no site API calls: its rounds must keep the player's site
// session alive, and a site session that did end idle must end the game too. Its own file: it moves
// the app's clock by hours.

let t: TestApp;

shareTestApp((app) => {
  t = app;
});

const MINUTE = 60_000;
const UNDER_50 = { direction: 'under', targetHundredths: 5000 };

async function lastSeenMs(uid: number): Promise<number> {
  const [row] = await queryRows<{ ms: number }>(
    t.database.db,
    sql`SELECT floor(extract(epoch FROM last_seen_at) * 1000)::float8 AS ms FROM sessions
        WHERE user_id = ${uid} ORDER BY id DESC LIMIT 1`,
  );
  return Number(row!.ms);
}

describe('a game and the site session it was opened from', () => {
  it('rounds count as activity: the player spinning for longer than the idle time stays logged in', async () => {
    const idle = t.services.sessions.idleTimeoutMs;
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 100_000n);
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const playedAt: number[] = [];
    // A round every 3/4 of the idle time, for twice the idle time, and no site API call meanwhile.
    for (let step = 0; step < 3; step++) {
      t.clock.advance(Math.floor(idle * 0.75));
      const played = await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      playedAt.push(t.clock.now().getTime());
      expect(await lastSeenMs(uid)).toBe(playedAt.at(-1));
    }
    const info = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie });
    expect((info.body.data as { uid: number }).uid).toBe(uid);
  });

  it('a round within a minute of the last activity does not write the session again', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const seen = await lastSeenMs(uid);
    t.clock.advance(30_000);
    expect((await studioGet(t, 'session', { session: token })).status).toBe(200);
    expect(await lastSeenMs(uid)).toBe(seen);
    t.clock.advance(31_000);
    expect((await studioGet(t, 'session', { session: token })).status).toBe(200);
    expect(await lastSeenMs(uid)).toBe(seen + 61_000);
  });

  it('a site session left idle past its time ends the game opened from it, and nothing is staked', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    t.clock.advance(t.services.sessions.idleTimeoutMs + MINUTE);
    const refused = await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('SESSION_EXPIRED');
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(10_000n);
    const info = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie });
    expect((info.body.data as { uid: number }).uid).toBe(0);
  });

  it('a guest’s demo has no site session and is not affected', async () => {
    const { token } = await openSession(t, 'jeton-dice', 'demo');
    t.clock.advance(t.services.sessions.idleTimeoutMs + MINUTE);
    const played = await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
    expect(played.status).toBe(200);
  });
});
