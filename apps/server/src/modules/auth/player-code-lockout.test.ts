import { queryRows } from '@jeton/db';
import { TWO_FACTOR_MESSAGES } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallResult,
  callApi,
  createTestApp,
  registerPlayer,
  type TestApp,
  uniqueIp,
} from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { wrongTotpCode } from '../../testing/totp-codes.js';
import { totpCode } from './totp.js';

// Issue 28, item 3, for players: wrong authenticator codes are counted per player (decision 0084),
// from wherever they come. Five in 15 minutes refuse the code for 15 minutes, then 30, 60…; the
// player finds a notice of it. A recovery code still logs in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const STEP_MS = 30_000;
type Player = Awaited<ReturnType<typeof registerPlayer>> & { secret: string; recoveryCodes: string[] };

const codeNow = (player: Player) => totpCode(player.secret, t.clock.now());

/** A player with two-factor on, the clock moved past the confirming code's step. */
async function playerWith2fa(): Promise<Player> {
  const player = await registerPlayer(t.app);
  const post = (path: string, params: Record<string, string> = {}) =>
    callApi(t.app, 'POST', path, params, { cookie: player.cookie });
  const { secret } = dataOf<{ secret: string }>(await post('account/changeTwoFactorAuth'));
  const confirmed = dataOf<{ recovery_codes: string[] }>(
    await post('account/confirmTwoFactorAuth', { code: totpCode(secret, t.clock.now()) }),
  );
  t.clock.advance(STEP_MS);
  return { ...player, secret, recoveryCodes: confirmed.recovery_codes };
}

function login(player: Player, second: Record<string, string>, password = player.password) {
  return callApi(
    t.app,
    'POST',
    'auth/login',
    { login: player.login, password, ...second },
    { remoteAddress: uniqueIp() },
  );
}

/** Wrong codes with the right password, all at once, each from an address of its own. */
function wrongCodesFromEverywhere(player: Player, count: number): Promise<CallResult[]> {
  const code = wrongTotpCode(player.secret, t.clock.now());
  return Promise.all(Array.from({ length: count }, () => login(player, { code })));
}

/** The lock's refusal: 429 SECOND_FACTOR_LOCKED, with Retry-After; answers the seconds it says to wait. */
function lockedFor(answer: CallResult): number {
  const error = errorOf(answer, 'TooManyRequestsException', 429);
  expect(error.code).toBe('SECOND_FACTOR_LOCKED');
  expect(answer.sessionCookie).toBeUndefined();
  // The standard header says the same wait, as on every 429.
  expect(answer.response.headers['retry-after']).toBe(String(error.data?.retry_after));
  return Number(error.data?.retry_after);
}

const statuses = (answers: CallResult[]) => answers.map((a) => a.status).sort();

async function notices(player: Player) {
  return queryRows<{ kind: string; params: { locked_until: string } }>(
    t.services.db,
    sql`SELECT kind, params FROM notifications WHERE user_id = ${player.uid} ORDER BY id`,
  );
}

describe('wrong authenticator codes per player', () => {
  it('checks five of 30 wrong codes from 30 addresses; then refuses even the right code for 15 minutes', async () => {
    const player = await playerWith2fa();
    const answers = await wrongCodesFromEverywhere(player, 30);
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    for (const answer of answers.filter((a) => a.status === 401)) {
      expect(errorOf(answer, 'AuthorizationException', 401).message).toBe(TWO_FACTOR_MESSAGES.invalid);
    }
    for (const answer of answers.filter((a) => a.status === 429)) lockedFor(answer);

    const wait = lockedFor(await login(player, { code: codeNow(player) }));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    const [notice] = await notices(player);
    expect(notice).toEqual({ kind: 'second_factor_locked', params: { locked_until: expect.any(String) } });

    t.clock.advance(wait * 1000 - 10_000);
    lockedFor(await login(player, { code: codeNow(player) }));
    t.clock.advance(10_000);
    expect(dataOf(await login(player, { code: codeNow(player) }))).toMatchObject({ uid: player.uid });
  });

  it('doubles the lock for a lockout soon after the last one: 15 minutes, then 30', async () => {
    const player = await playerWith2fa();
    await wrongCodesFromEverywhere(player, 5);
    t.clock.advance(lockedFor(await login(player, { code: codeNow(player) })) * 1000);

    await wrongCodesFromEverywhere(player, 5);
    const wait = lockedFor(await login(player, { code: codeNow(player) }));
    expect(wait).toBeGreaterThan(29 * 60);
    expect(wait).toBeLessThanOrEqual(30 * 60);
    expect((await notices(player)).map((n) => n.kind)).toEqual([
      'second_factor_locked',
      'second_factor_locked',
    ]);
    t.clock.advance(wait * 1000);
    dataOf(await login(player, { code: codeNow(player) }));
  });

  it('still logs the player in with a recovery code while the authenticator code is locked', async () => {
    const player = await playerWith2fa();
    await wrongCodesFromEverywhere(player, 5);
    lockedFor(await login(player, { code: codeNow(player) }));
    dataOf(await login(player, { recovery_code: player.recoveryCodes[0]! }));
  });

  it('counts no wrong password: nobody locks a player out without the password', async () => {
    const player = await playerWith2fa();
    const code = wrongTotpCode(player.secret, t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(player, { code }, 'wrong-password')),
    );
    expect(statuses(answers)).toEqual(Array(10).fill(401));
    dataOf(await login(player, { code: codeNow(player) }));
  });

  it('starts the count again after a successful log-in', async () => {
    const player = await playerWith2fa();
    await wrongCodesFromEverywhere(player, 4);
    dataOf(await login(player, { code: codeNow(player) }));
    t.clock.advance(STEP_MS);
    await wrongCodesFromEverywhere(player, 4);
    dataOf(await login(player, { code: codeNow(player) }));
  });
});
