import { schema } from '@jeton/db';
import { TWO_FACTOR_MESSAGES } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { tableCounts } from '../../testing/tables.js';
import { THROTTLE_RULES } from './login-throttle.js';
import { totpCode } from './totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const STEP_MS = 30_000;
type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** The code of the secret at the test clock's time, moved by whole 30-second steps. */
const codeAt = (secret: string, steps = 0) =>
  totpCode(secret, new Date(t.clock.now().getTime() + steps * STEP_MS));

/** Six digits that are no code of the secret within 11 steps either way: wrong, not expired. */
function wrongCode(secret: string): string {
  const near = new Set(Array.from({ length: 23 }, (_, i) => codeAt(secret, i - 11)));
  let n = 123456;
  while (near.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
}

const begin = (player: Player, params: Record<string, string> = {}) =>
  callApi(t.app, 'POST', 'account/changeTwoFactorAuth', params, { cookie: player.cookie });
const confirm = (player: Player, code?: string, locale = 'en') =>
  callApi(t.app, 'POST', 'account/confirmTwoFactorAuth', { code }, { cookie: player.cookie, locale });

function login(player: Player, code?: string, ip = uniqueIp(), password = player.password) {
  return callApi(t.app, 'POST', 'auth/login', { login: player.login, password, code }, { remoteAddress: ip });
}

async function userRow(uid: number) {
  const [user] = await t.services.db.select().from(schema.users).where(eq(schema.users.id, uid));
  return user!;
}

function expect2faRefusal(result: Awaited<ReturnType<typeof login>>, message: string) {
  const error = errorOf(result, 'AuthorizationException', 401);
  expect(error.message).toBe(message);
  expect(result.response.cookies).toEqual([]);
  return error;
}

/** A player with two-factor on, the clock moved past the step of the confirming code. */
async function playerWith2fa(): Promise<Player & { secret: string }> {
  const player = await registerPlayer(t.app);
  const { secret } = dataOf<{ secret: string }>(await begin(player));
  dataOf(await confirm(player, codeAt(secret)));
  t.clock.advance(STEP_MS);
  return { ...player, secret };
}

describe('turning two-factor authentication on', () => {
  it('answers a new secret and its otpauth URI, and is not on until confirmed', async () => {
    const player = await registerPlayer(t.app);
    const data = dataOf<{ two_factor_auth: boolean; secret: string; uri: string }>(await begin(player));
    expect(data).toEqual({
      two_factor_auth: false,
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      uri: expect.any(String),
    });
    const uri = new URL(data.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Jeton:${player.login}`);
    expect(uri.searchParams.get('secret')).toBe(data.secret);
    expect(await userRow(player.uid)).toMatchObject({
      twoFactorSecret: data.secret,
      twoFactorEnabled: false,
    });
    // Not on yet: logging in needs no code, and the info says off.
    expect(dataOf(await login(player))).toMatchObject({ two_factor_auth: false });
  });

  it('turns on with a code of the new secret', async () => {
    const player = await registerPlayer(t.app);
    const { secret } = dataOf<{ secret: string }>(await begin(player));
    expect(dataOf(await confirm(player, codeAt(secret)))).toEqual({
      two_factor_auth: true,
      recovery_codes: expect.arrayContaining([
        expect.stringMatching(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/),
      ]),
    });
    const info = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie });
    expect(dataOf(info)).toMatchObject({ two_factor_auth: true });
    expect(await userRow(player.uid)).toMatchObject({ twoFactorEnabled: true });
  });

  it('stays off after a wrong code', async () => {
    const player = await registerPlayer(t.app);
    const { secret } = dataOf<{ secret: string }>(await begin(player));
    expect2faRefusal(await confirm(player, wrongCode(secret)), TWO_FACTOR_MESSAGES.invalid);
    expect2faRefusal(await confirm(player, codeAt(secret, -5)), TWO_FACTOR_MESSAGES.expired);
    expect(await userRow(player.uid)).toMatchObject({ twoFactorEnabled: false });
  });

  it('takes only the latest secret: a second set-up voids the first', async () => {
    const player = await registerPlayer(t.app);
    const first = dataOf<{ secret: string }>(await begin(player)).secret;
    const second = dataOf<{ secret: string }>(await begin(player)).secret;
    expect(second).not.toBe(first);
    if (codeAt(first) !== codeAt(second)) {
      expect2faRefusal(await confirm(player, codeAt(first)), TWO_FACTOR_MESSAGES.invalid);
    }
    dataOf(await confirm(player, codeAt(second)));
  });

  it('refuses to confirm before a set-up, and to set up twice', async () => {
    const player = await registerPlayer(t.app);
    const early = await confirm(player, '123456');
    expect(errorOf(early, 'InvalidRequestException', 400).code).toBe('TWO_FACTOR_NOT_STARTED');
    const on = await playerWith2fa();
    expect(errorOf(await confirm(on, codeAt(on.secret)), 'InvalidRequestException', 400).code).toBe(
      'TWO_FACTOR_NOT_STARTED',
    );
  });

  it.each<[string | undefined, string, string]>([
    [undefined, 'Please fill in this field', 'Veuillez remplir ce champ'],
    ['', 'Please fill in this field', 'Veuillez remplir ce champ'],
    ['12345', 'Enter the 6-digit code', 'Saisissez le code à 6 chiffres'],
    ['12345a', 'Enter the 6-digit code', 'Saisissez le code à 6 chiffres'],
    ['1'.repeat(17), 'Use no more than 16 characters', 'Saisissez 16 caractères au plus'],
  ])('refuses the code %j with a field error, writing nothing', async (code, en, fr) => {
    const player = await registerPlayer(t.app);
    dataOf(await begin(player));
    const before = await tableCounts(t.services.db);
    const beforeUser = await userRow(player.uid);
    expectFieldErrors(await confirm(player, code), { code: en });
    expectFieldErrors(await confirm(player, code, 'fr'), { code: fr });
    expect(await tableCounts(t.services.db)).toEqual(before);
    expect(await userRow(player.uid)).toEqual(beforeUser);
  });

  it('is for logged-in players only', async () => {
    const guest = await callApi(t.app, 'POST', 'account/changeTwoFactorAuth');
    expect(errorOf(guest, 'AuthorizationException', 401).code).toBe('NOT_LOGGED_IN');
    const guestConfirm = await callApi(t.app, 'POST', 'account/confirmTwoFactorAuth', { code: '123456' });
    errorOf(guestConfirm, 'AuthorizationException', 401);
  });
});

describe('logging in with two-factor authentication on', () => {
  it(`asks for the code: '${TWO_FACTOR_MESSAGES.enabled}'`, async () => {
    const player = await playerWith2fa();
    for (const code of [undefined, '']) {
      const error = expect2faRefusal(await login(player, code), 'two_factor_auth is enable');
      expect(error).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', data: { resend_time: 0 } });
    }
  });

  it('checks the password before the code', async () => {
    const player = await playerWith2fa();
    const result = await login(player, codeAt(player.secret), uniqueIp(), 'wrong-password');
    expect2faRefusal(result, 'Wrong login or password');
  });

  it('refuses a code that is not 6 digits', async () => {
    const player = await playerWith2fa();
    expect2faRefusal(await login(player, '12345'), 'the code must contain 6 digits');
    expect2faRefusal(await login(player, 'abcdef'), 'the code must contain 6 digits');
  });

  it('refuses a code five minutes old as expired', async () => {
    const player = await playerWith2fa();
    const code = codeAt(player.secret);
    t.clock.advance(5 * 60_000);
    expect2faRefusal(await login(player, code), 'Time expired');
  });

  it('refuses a wrong code', async () => {
    const player = await playerWith2fa();
    expect2faRefusal(await login(player, wrongCode(player.secret)), 'code is invalid');
  });

  it('logs in with the right code, once: the same code again is refused', async () => {
    const player = await playerWith2fa();
    const code = codeAt(player.secret);
    const result = await login(player, code);
    expect(dataOf(result)).toMatchObject({ uid: player.uid, two_factor_auth: true });
    expect(result.sessionCookie).toBeDefined();
    expect2faRefusal(await login(player, code), 'code is invalid');
    // Nor is the code of an earlier step, once a later one was used.
    expect2faRefusal(await login(player, codeAt(player.secret, -1)), 'code is invalid');
  });

  it('refuses the code that confirmed the set-up', async () => {
    const player = await registerPlayer(t.app);
    const { secret } = dataOf<{ secret: string }>(await begin(player));
    const code = codeAt(secret);
    dataOf(await confirm(player, code));
    expect2faRefusal(await login(player, code), 'code is invalid');
  });

  it('accepts a code of the previous 30-second step, or of the next one (clock drift)', async () => {
    const player = await playerWith2fa();
    t.clock.advance(STEP_MS);
    dataOf(await login(player, codeAt(player.secret, -1)));
    t.clock.advance(2 * STEP_MS);
    dataOf(await login(player, codeAt(player.secret, 1)));
    // Two steps either way is too far.
    t.clock.advance(4 * STEP_MS);
    expect2faRefusal(await login(player, codeAt(player.secret, 2)), 'code is invalid');
    expect2faRefusal(await login(player, codeAt(player.secret, -2)), 'Time expired');
  });

  it('counts wrong codes as failed log-ins', async () => {
    const player = await playerWith2fa();
    const ip = uniqueIp();
    // The address's free failures all wrong codes; the one more that blocks it a wrong password, as
    // the code step is locked by then (five wrong codes on the account, decision 0084).
    for (let i = 0; i < THROTTLE_RULES.pair.freeFailures; i++) {
      expect2faRefusal(await login(player, wrongCode(player.secret), ip), 'code is invalid');
    }
    expect2faRefusal(await login(player, undefined, ip, 'wrong-password'), 'Wrong login or password');
    const throttled = await login(player, codeAt(player.secret), ip);
    expect(errorOf(throttled, 'TooManyRequestsException', 429).code).toBe('LOGIN_THROTTLED');
  });
});

describe('turning two-factor authentication off', () => {
  it('needs a valid code', async () => {
    const player = await playerWith2fa();
    expect2faRefusal(await begin(player), 'the code must contain 6 digits');
    expect2faRefusal(await begin(player, { code: wrongCode(player.secret) }), 'code is invalid');
    expect(await userRow(player.uid)).toMatchObject({ twoFactorEnabled: true });
  });

  it('turns off with a code; log-in then needs none', async () => {
    const player = await playerWith2fa();
    expect(dataOf(await begin(player, { code: codeAt(player.secret) }))).toEqual({ two_factor_auth: false });
    expect(await userRow(player.uid)).toMatchObject({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorLastStep: null,
    });
    expect(dataOf(await login(player))).toMatchObject({ two_factor_auth: false });
    // And it can be set up again, with a new secret.
    const again = dataOf<{ secret: string }>(await begin(player));
    expect(again.secret).not.toBe(player.secret);
  });
});
