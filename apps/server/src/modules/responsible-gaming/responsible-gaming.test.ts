import { queryRows } from '@jeton/db';
import { type ResponsibleGamingState, SESSION_COOKIE_NAME, type SessionSummary } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBalances } from '../../ledger/index.js';
import { fund, openSession, studioPost } from '../../modules/house-studio/studio-testing.js';
import { callApi, registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { signWalletRequest, WALLET_SIGNATURE_HEADER } from '../wallet/wallet-signature.js';

// Responsible gaming through the API, and its enforcement on log-in, deposit and every stake (the
// house studio's rounds and an outside studio's seamless-wallet bets).

const SECRET = 'acme-signing-secret-0123456789abcdef';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNDER_50 = { direction: 'under', targetHundredths: 5000 };

let t: TestApp;
shareTestApp(
  (app) => {
    t = app;
  },
  // Sessions outlive the clock moves of these tests unless they are ended on purpose.
  { WALLET_STUDIO_SECRETS: `acme=${SECRET}`, SESSION_IDLE_TIMEOUT_MINUTES: '4320' },
);

const get = async (cookie: string) =>
  dataOf<ResponsibleGamingState>(await callApi(t.app, 'GET', 'responsibleGaming/get', {}, { cookie }));
const setLimit = (cookie: string, kind: string, period: string, value?: string) =>
  callApi(t.app, 'POST', 'responsibleGaming/setLimit', { kind, period, value }, { cookie });
const login = (player: { login: string; password: string }) =>
  callApi(
    t.app,
    'POST',
    'auth/login',
    { login: player.login, password: player.password },
    { remoteAddress: uniqueIp() },
  );

let ids = 0;
/** An outside studio's seamless-wallet call, signed. */
async function wallet(action: string, uid: number, body: Record<string, unknown>) {
  const raw = JSON.stringify({
    player_id: String(uid),
    currency: 'EUR',
    game: 'acme-slot',
    round_id: `round-${++ids}`,
    transaction_id: `tx-${ids}-${Math.random().toString(36).slice(2, 8)}`,
    ...body,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: `/wallet/acme/${action}`,
    headers: {
      'content-type': 'application/json',
      [WALLET_SIGNATURE_HEADER]: signWalletRequest(SECRET, Math.floor(t.clock.now().getTime() / 1000), raw),
    },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() as { error?: { code: string } } };
}

/** A session the player did not get through the log-in (one that outlived the exclusion, say). */
async function sessionBehindTheBack(uid: number): Promise<string> {
  const { token } = await t.services.sessions.create(uid, { ip: '10.0.0.1', userAgent: 'test' });
  return `${SESSION_COOKIE_NAME}=${token}`;
}

async function rowsOf(uid: number) {
  const [row] = await queryRows<{ limits: number; restrictions: number }>(
    t.database.db,
    sql`SELECT (SELECT count(*) FROM play_limits WHERE user_id = ${uid})::int AS limits,
               (SELECT count(*) FROM play_restrictions WHERE user_id = ${uid})::int AS restrictions`,
  );
  return row!;
}

describe('responsibleGaming/get', () => {
  it('answers no limit, no exclusion and no reality check for a new player', async () => {
    const { cookie } = await registerPlayer(t.app);
    expect(await get(cookie)).toEqual({
      currency: 'EUR',
      limits: [],
      exclusion: null,
      reality_check_minutes: 0,
    });
  });

  it('refuses guests on every method', async () => {
    const calls: Array<['GET' | 'POST', string, Record<string, string>]> = [
      ['GET', 'get', {}],
      ['POST', 'setLimit', { kind: 'loss', period: 'day', value: '10' }],
      ['POST', 'takeBreak', { duration: '24h' }],
      ['POST', 'selfExclude', { duration: '6m' }],
      ['POST', 'setRealityCheck', { minutes: '15' }],
      ['GET', 'getSessionSummary', {}],
    ];
    for (const [verb, method, params] of calls) {
      errorOf(
        await callApi(t.app, verb, `responsibleGaming/${method}`, params),
        'AuthorizationException',
        401,
      );
    }
  });
});

describe('responsibleGaming/setLimit', () => {
  it('sets a limit at once, lowers at once, and raises only after 24 hours', async () => {
    const { cookie } = await registerPlayer(t.app);
    const first = dataOf<ResponsibleGamingState>(await setLimit(cookie, 'loss', 'week', '300'));
    // The test clock stands on Sunday 22 November 2026: the week ends on Monday the 23rd.
    expect(first.limits).toEqual([
      {
        kind: 'loss',
        period: 'week',
        limit: 300,
        used: 0,
        remaining: 300,
        renews_at: '2026-11-23T00:00:00.000Z',
        pending: null,
      },
    ]);
    expect(
      dataOf<ResponsibleGamingState>(await setLimit(cookie, 'loss', 'week', '100')).limits[0]!.limit,
    ).toBe(100);

    const raised = dataOf<ResponsibleGamingState>(await setLimit(cookie, 'loss', 'week', '500')).limits[0]!;
    const effective = new Date(t.clock.now().getTime() + DAY).toISOString();
    expect(raised).toMatchObject({ limit: 100, pending: { limit: 500, effective_at: effective } });
    t.clock.advance(DAY - MINUTE);
    expect((await get(cookie)).limits[0]).toMatchObject({ limit: 100, pending: { limit: 500 } });
    t.clock.advance(MINUTE);
    expect((await get(cookie)).limits[0]).toMatchObject({ limit: 500, pending: null });
  });

  it('removes a limit only after 24 hours, and setting the current value again drops the wait', async () => {
    const { cookie } = await registerPlayer(t.app);
    await setLimit(cookie, 'wager', 'day', '50');
    expect((await get(cookie)).limits[0]).toMatchObject({ kind: 'wager', period: 'day', limit: 50 });
    const removal = dataOf<ResponsibleGamingState>(await setLimit(cookie, 'wager', 'day', ''));
    expect(removal.limits[0]).toMatchObject({ limit: 50, pending: { limit: null } });
    expect(
      dataOf<ResponsibleGamingState>(await setLimit(cookie, 'wager', 'day', '50')).limits[0]!.pending,
    ).toBeNull();
    await setLimit(cookie, 'wager', 'day', '');
    t.clock.advance(DAY);
    expect((await get(cookie)).limits).toEqual([]);
  });

  it('keeps one limit per kind and period, in minutes for session time', async () => {
    const { cookie } = await registerPlayer(t.app);
    await setLimit(cookie, 'session_time', 'month', '600');
    await setLimit(cookie, 'loss', 'month', '1000');
    await setLimit(cookie, 'loss', 'day', '20');
    const { limits } = await get(cookie);
    expect(limits.map((l) => [l.kind, l.period, l.limit])).toEqual([
      ['loss', 'day', 20],
      ['loss', 'month', 1000],
      ['session_time', 'month', 600],
    ]);
  });

  it('refuses wrong values, kinds and periods with a 400 and writes nothing', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    expectFieldErrors(await setLimit(cookie, 'loss', 'day', '0'), {
      value: 'Enter a whole amount, for example 50',
    });
    expectFieldErrors(await setLimit(cookie, 'session_time', 'day', '1441'), {
      value: expect.stringContaining('1440') as unknown as string,
    });
    for (const value of ['abc', '-5', '1.5', '2000000', '<script>']) {
      errorOf(await setLimit(cookie, 'loss', 'day', value), 'InvalidParameterException', 400);
    }
    errorOf(await setLimit(cookie, 'deposit', 'day', '10'), 'InvalidParameterException', 400);
    errorOf(await setLimit(cookie, 'loss', 'year', '10'), 'InvalidParameterException', 400);
    errorOf(await setLimit(cookie, 'loss', 'day', '1'.repeat(40)), 'InvalidParameterException', 400);
    expect(await rowsOf(uid)).toEqual({ limits: 0, restrictions: 0 });
  });
});

describe('limits on every stake', () => {
  it('refuses a house-game stake beyond the loss limit, and takes nothing', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    await setLimit(cookie, 'loss', 'day', '1');
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const refused = await studioPost(t, 'rounds', { session: token, stake: '101', bet: UNDER_50 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('LOSS_LIMIT_REACHED');
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(10_000n);
    const [rounds] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM game_rounds WHERE user_id = ${uid}`,
    );
    expect(rounds!.n).toBe(0);
    const allowed = await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });

  it('counts stakes minus wins against the loss limit for an outside studio; a rolled-back bet frees it', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    await setLimit(cookie, 'loss', 'day', '1');
    expect((await wallet('bet', uid, { round_id: 'r1', amount: '100' })).status).toBe(200);
    expect((await wallet('win', uid, { round_id: 'r1', amount: '50' })).status).toBe(200);
    expect((await wallet('bet', uid, { amount: '50' })).status).toBe(200);
    const refused = await wallet('bet', uid, { amount: '1' });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('LOSS_LIMIT_REACHED');
    expect((await get(cookie)).limits[0]).toMatchObject({ used: 1, remaining: 0 });
    // A rolled-back stake no longer counts.
    await wallet('rollback', uid, { round_id: 'r1b', bet_transaction_id: 'never-arrived' });
    const lastBet = await queryRows<{ transaction_id: string; round_id: string }>(
      t.database.db,
      sql`SELECT transaction_id, round_id FROM wallet_transactions
          WHERE user_id = ${uid} AND action = 'bet' AND status = 'posted' AND amount_minor = 50`,
    );
    const rolledBack = await wallet('rollback', uid, {
      round_id: lastBet[0]!.round_id,
      bet_transaction_id: lastBet[0]!.transaction_id,
    });
    expect(rolledBack.status).toBe(200);
    expect((await wallet('bet', uid, { amount: '50' })).status).toBe(200);
    // The next day the count starts again.
    t.clock.advance(DAY);
    expect((await wallet('bet', uid, { amount: '100' })).status).toBe(200);
  });

  it('counts every stake against the wager limit, whatever the wins', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    await setLimit(cookie, 'wager', 'week', '1');
    expect((await wallet('bet', uid, { round_id: 'w1', amount: '60' })).status).toBe(200);
    expect((await wallet('win', uid, { round_id: 'w1', amount: '500' })).status).toBe(200);
    expect((await wallet('bet', uid, { amount: '40' })).status).toBe(200);
    const refused = await wallet('bet', uid, { amount: '1' });
    expect(refused.body.error?.code).toBe('WAGER_LIMIT_REACHED');
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(10_000n - 100n + 500n);
  });

  it('ends play and log-in when the session time of the day is used up', async () => {
    const player = await registerPlayer(t.app);
    await fund(t, player.uid, 10_000n);
    await setLimit(player.cookie, 'session_time', 'day', '30');
    t.clock.advance(20 * MINUTE);
    const summary = dataOf<SessionSummary>(
      await callApi(t.app, 'GET', 'responsibleGaming/getSessionSummary', {}, { cookie: player.cookie }),
    );
    expect(summary.time_left_seconds).toBe(10 * 60);
    expect((await wallet('bet', player.uid, { amount: '10' })).status).toBe(200);
    t.clock.advance(10 * MINUTE);
    const refused = await wallet('bet', player.uid, { amount: '10' });
    expect(refused.body.error?.code).toBe('SESSION_TIME_LIMIT_REACHED');
    const { token } = await openSession(t, 'jeton-dice', 'play', player.cookie);
    const inGame = await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
    expect(inGame.body.error.code).toBe('SESSION_TIME_LIMIT_REACHED');
    await callApi(t.app, 'POST', 'auth/logout', {}, { cookie: player.cookie });
    const error = errorOf(await login(player), 'AccessDeniedException', 403);
    expect(error.code).toBe('SESSION_TIME_LIMIT_REACHED');
    const midnight = new Date(t.clock.now());
    midnight.setUTCHours(24, 0, 0, 0);
    expect(error.data).toEqual({ until: midnight.toISOString() });
  });

  it('counts time logged in on two devices at once only once', async () => {
    const player = await registerPlayer(t.app);
    await setLimit(player.cookie, 'session_time', 'day', '30');
    t.clock.advance(5 * MINUTE);
    const second = await login(player);
    expect(second.status).toBe(200);
    t.clock.advance(15 * MINUTE);
    const summary = dataOf<SessionSummary>(
      await callApi(t.app, 'GET', 'responsibleGaming/getSessionSummary', {}, { cookie: player.cookie }),
    );
    // 20 minutes of presence, not 20 + 15 counted per session.
    expect(summary.time_left_seconds).toBe(10 * 60);
  });
});

describe('time-out and self-exclusion', () => {
  exclusionChecks();
  exclusionChangeChecks();
});

/** What a time-out and an exclusion stop. */
function exclusionChecks() {
  it('a timed-out player is logged out everywhere and cannot log in, deposit or bet until the end', async () => {
    const player = await registerPlayer(t.app);
    await fund(t, player.uid, 10_000n);
    const other = dataOf<{ uid: number }>(await login(player));
    expect(other).toBeTruthy();
    const started = t.clock.now();
    const taken = dataOf(
      await callApi(
        t.app,
        'POST',
        'responsibleGaming/takeBreak',
        { duration: '24h' },
        { cookie: player.cookie },
      ),
    );
    const until = new Date(started.getTime() + DAY).toISOString();
    expect(taken).toEqual({ kind: 'time_out', started_at: started.toISOString(), ends_at: until });
    errorOf(
      await callApi(t.app, 'GET', 'responsibleGaming/get', {}, { cookie: player.cookie }),
      'AuthorizationException',
      401,
    );
    const [live] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${player.uid} AND revoked_at IS NULL`,
    );
    expect(live!.n).toBe(0);

    const refused = errorOf(await login(player), 'AccessDeniedException', 403);
    expect(refused).toMatchObject({ code: 'TIME_OUT', data: { until } });
    // Even a session that got through some other way cannot deposit or bet.
    const cookie = await sessionBehindTheBack(player.uid);
    const deposit = await callApi(
      t.app,
      'POST',
      'cashier/makedeposit',
      { method: 'card', amount: '20' },
      { cookie },
    );
    expect(errorOf(deposit, 'AccessDeniedException', 403).code).toBe('TIME_OUT');
    expect((await wallet('bet', player.uid, { amount: '10' })).body.error?.code).toBe('TIME_OUT');
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const inGame = await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
    expect(inGame.status).toBe(403);
    expect(inGame.body.error.code).toBe('TIME_OUT');
    expect((await playerBalances(t.database.db, player.uid, 'EUR')).main).toBe(10_000n);

    t.clock.advance(DAY);
    dataOf(await login(player));
  });

  it('a self-excluded player cannot log in before the end; a permanent exclusion never ends', async () => {
    const sixMonths = await registerPlayer(t.app);
    const forever = await registerPlayer(t.app);
    const started = t.clock.now();
    const taken = dataOf<{ ends_at: string }>(
      await callApi(
        t.app,
        'POST',
        'responsibleGaming/selfExclude',
        { duration: '6m' },
        { cookie: sixMonths.cookie },
      ),
    );
    const end = new Date(started);
    end.setUTCMonth(end.getUTCMonth() + 6);
    expect(taken.ends_at).toBe(end.toISOString());
    expect(
      dataOf(
        await callApi(
          t.app,
          'POST',
          'responsibleGaming/selfExclude',
          { duration: 'permanent' },
          { cookie: forever.cookie },
        ),
      ),
    ).toMatchObject({ kind: 'self_exclusion', ends_at: null });

    expect(errorOf(await login(sixMonths), 'AccessDeniedException', 403)).toMatchObject({
      code: 'SELF_EXCLUDED',
      data: { until: end.toISOString() },
    });
    const cookie = await sessionBehindTheBack(forever.uid);
    const deposit = await callApi(
      t.app,
      'POST',
      'cashier/makedeposit',
      { method: 'card', amount: '20' },
      { cookie },
    );
    expect(errorOf(deposit, 'AccessDeniedException', 403)).toMatchObject({
      code: 'SELF_EXCLUDED',
      data: { until: null },
    });
    expect((await wallet('bet', forever.uid, { amount: '0' })).body.error?.code).toBe('SELF_EXCLUDED');

    t.clock.advance(end.getTime() - started.getTime());
    dataOf(await login(sixMonths));
    t.clock.advance(10 * 365 * DAY);
    expect(errorOf(await login(forever), 'AccessDeniedException', 403)).toMatchObject({
      code: 'SELF_EXCLUDED',
      data: { until: null },
    });
  });
}

/** Later exclusions and unknown durations. */
function exclusionChangeChecks() {
  it('a second exclusion never shortens the running one', async () => {
    const player = await registerPlayer(t.app);
    await callApi(
      t.app,
      'POST',
      'responsibleGaming/takeBreak',
      { duration: '30d' },
      { cookie: player.cookie },
    );
    const cookie = await sessionBehindTheBack(player.uid);
    const again = dataOf<{ kind: string; ends_at: string }>(
      await callApi(t.app, 'POST', 'responsibleGaming/takeBreak', { duration: '24h' }, { cookie }),
    );
    expect(new Date(again.ends_at).getTime() - t.clock.now().getTime()).toBe(30 * DAY);
  });

  it('refuses unknown durations with a 400 and writes nothing', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    for (const duration of ['', '1h', '3y', 'forever', '24H']) {
      errorOf(
        await callApi(t.app, 'POST', 'responsibleGaming/takeBreak', { duration }, { cookie }),
        'InvalidParameterException',
        400,
      );
      errorOf(
        await callApi(t.app, 'POST', 'responsibleGaming/selfExclude', { duration }, { cookie }),
        'InvalidParameterException',
        400,
      );
    }
    expect(await rowsOf(uid)).toEqual({ limits: 0, restrictions: 0 });
    dataOf(await callApi(t.app, 'GET', 'responsibleGaming/get', {}, { cookie }));
  });
}

describe('reality check and session summary', () => {
  it('sets the interval to off, 15, 30 or 60 minutes and refuses anything else', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const set = (minutes: string) =>
      callApi(t.app, 'POST', 'responsibleGaming/setRealityCheck', { minutes }, { cookie });
    expect(dataOf<ResponsibleGamingState>(await set('15')).reality_check_minutes).toBe(15);
    for (const minutes of ['5', '', '15.0', '-15', '1e2'])
      errorOf(await set(minutes), 'InvalidParameterException', 400);
    expect((await get(cookie)).reality_check_minutes).toBe(15);
    expect(dataOf<ResponsibleGamingState>(await set('0')).reality_check_minutes).toBe(0);
    expect(await rowsOf(uid)).toEqual({ limits: 0, restrictions: 1 });
  });

  it('answers the time since log-in and won minus staked of this session only', async () => {
    const player = await registerPlayer(t.app);
    await fund(t, player.uid, 10_000n);
    await wallet('bet', player.uid, { amount: '300' });
    t.clock.advance(MINUTE);
    const { sessionCookie: cookie } = await login(player);
    await callApi(t.app, 'POST', 'responsibleGaming/setRealityCheck', { minutes: '30' }, { cookie });
    await wallet('bet', player.uid, { round_id: 's1', amount: '250' });
    await wallet('win', player.uid, { round_id: 's1', amount: '100' });
    t.clock.advance(7 * MINUTE);
    const summary = dataOf<SessionSummary>(
      await callApi(t.app, 'GET', 'responsibleGaming/getSessionSummary', {}, { cookie }),
    );
    expect(summary).toMatchObject({
      elapsed_seconds: 7 * 60,
      currency: 'EUR',
      staked: 2.5,
      won: 1,
      net: -1.5,
      reality_check_minutes: 30,
      time_left_seconds: null,
    });
  });
});
