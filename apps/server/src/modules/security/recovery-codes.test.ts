import { schema } from '@jeton/db';
import { TWO_FACTOR_MESSAGES } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { databaseState } from '../../testing/tables.js';
import { THROTTLE_RULES } from '../auth/login-throttle.js';
import { totpCode } from '../auth/totp.js';
import { hashRecoveryCode } from './recovery-codes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const STEP_MS = 30_000;
const CODE_SHAPE = /^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/;
type Player = Awaited<ReturnType<typeof registerPlayer>>;
type PlayerWith2fa = Player & { secret: string; codes: string[] };

const codeNow = (secret: string) => totpCode(secret, t.clock.now());
const post = (path: string, player: Player | undefined, params: Record<string, string> = {}, locale = 'en') =>
  callApi(t.app, 'POST', path, params, { cookie: player?.cookie, locale });

async function twoFactorStatus(player: Player) {
  const result = await callApi(t.app, 'GET', 'account/getTwoFactorStatus', {}, { cookie: player.cookie });
  return dataOf<{ two_factor_auth: boolean; recovery_codes_left: number }>(result);
}

function login(player: Player, params: Record<string, string>, ip = uniqueIp()) {
  return callApi(
    t.app,
    'POST',
    'auth/login',
    { login: player.login, password: player.password, ...params },
    { remoteAddress: ip },
  );
}

function expectLoginRefused(result: Awaited<ReturnType<typeof login>>, message: string) {
  const error = errorOf(result, 'AuthorizationException', 401);
  expect(error.message).toBe(message);
  expect(result.sessionCookie).toBeUndefined();
  return error;
}

/** A player who turned two-factor on; the clock moved past the confirming code's step. */
async function playerWith2fa(): Promise<PlayerWith2fa> {
  const player = await registerPlayer(t.app);
  const { secret } = dataOf<{ secret: string }>(await post('account/changeTwoFactorAuth', player));
  const confirmed = dataOf<{ recovery_codes: string[] }>(
    await post('account/confirmTwoFactorAuth', player, { code: codeNow(secret) }),
  );
  t.clock.advance(STEP_MS);
  return { ...player, secret, codes: confirmed.recovery_codes };
}

async function storedHashes(uid: number) {
  const table = schema.twoFactorRecoveryCodes;
  return t.services.db.select().from(table).where(eq(table.userId, uid));
}

describe('recovery codes when two-factor authentication is turned on', () => {
  it('answers 10 distinct codes, once, and stores only their hashes', async () => {
    const player = await playerWith2fa();
    expect(player.codes).toHaveLength(10);
    expect(new Set(player.codes).size).toBe(10);
    for (const code of player.codes) expect(code).toMatch(CODE_SHAPE);
    const rows = await storedHashes(player.uid);
    expect(rows.map((r) => r.codeHash).sort()).toEqual(
      player.codes.map((code) => hashRecoveryCode(player.uid, code)).sort(),
    );
    const stored = JSON.stringify(rows);
    for (const code of player.codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
    expect(await twoFactorStatus(player)).toEqual({ two_factor_auth: true, recovery_codes_left: 10 });
  });

  it('says off and 0 codes for a player without two-factor', async () => {
    const player = await registerPlayer(t.app);
    expect(await twoFactorStatus(player)).toEqual({ two_factor_auth: false, recovery_codes_left: 0 });
  });

  it('voids the codes when two-factor is turned off', async () => {
    const player = await playerWith2fa();
    dataOf(await post('account/changeTwoFactorAuth', player, { code: codeNow(player.secret) }));
    expect(await storedHashes(player.uid)).toEqual([]);
    // Log-in needs no second factor now, and a recovery code sent along changes nothing.
    expect(dataOf(await login(player, { recovery_code: player.codes[0]! }))).toMatchObject({
      uid: player.uid,
    });
  });
});

describe('logging in with a recovery code', () => {
  it('logs in in place of the authenticator code, once per code', async () => {
    const player = await playerWith2fa();
    const code = player.codes[3]!;
    const result = await login(player, { recovery_code: code });
    expect(dataOf(result)).toMatchObject({ uid: player.uid, two_factor_auth: true });
    expect(result.sessionCookie).toBeDefined();
    expectLoginRefused(await login(player, { recovery_code: code }), TWO_FACTOR_MESSAGES.recoveryInvalid);
    expect(await twoFactorStatus(player)).toMatchObject({ recovery_codes_left: 9 });
    // The other codes still work.
    dataOf(await login(player, { recovery_code: player.codes[4]! }));
  });

  it('takes the code in capitals, without dashes or with spaces', async () => {
    const player = await playerWith2fa();
    dataOf(await login(player, { recovery_code: player.codes[0]!.toUpperCase() }));
    dataOf(await login(player, { recovery_code: player.codes[1]!.replaceAll('-', '') }));
    dataOf(await login(player, { recovery_code: player.codes[2]!.replaceAll('-', ' ') }));
    expect(await twoFactorStatus(player)).toMatchObject({ recovery_codes_left: 7 });
  });

  it.each([
    ['a wrong code', 'abcd-efgh-jkmn'],
    ['a hostile text', "' OR 1=1 --"],
    ['markup', '<script>x</script>'],
    ['too short a code', 'abcd'],
  ])('refuses %s and spends nothing', async (_name, typed) => {
    const player = await playerWith2fa();
    expectLoginRefused(await login(player, { recovery_code: typed }), TWO_FACTOR_MESSAGES.recoveryInvalid);
    expect(await twoFactorStatus(player)).toMatchObject({ recovery_codes_left: 10 });
  });

  it("refuses another player's code", async () => {
    const player = await playerWith2fa();
    const other = await playerWith2fa();
    const refused = await login(player, { recovery_code: other.codes[0]! });
    expectLoginRefused(refused, TWO_FACTOR_MESSAGES.recoveryInvalid);
    expect(await twoFactorStatus(other)).toMatchObject({ recovery_codes_left: 10 });
  });

  it('refuses an oversized code with a field error', async () => {
    const player = await playerWith2fa();
    expectFieldErrors(await login(player, { recovery_code: 'a'.repeat(33) }), {
      recovery_code: 'Use no more than 32 characters',
    });
  });

  it('checks the password first: a right code with a wrong password spends nothing', async () => {
    const player = await playerWith2fa();
    const result = await callApi(
      t.app,
      'POST',
      'auth/login',
      { login: player.login, password: 'wrong-password', recovery_code: player.codes[0]! },
      { remoteAddress: uniqueIp() },
    );
    expectLoginRefused(result, 'Wrong login or password');
    expect(await twoFactorStatus(player)).toMatchObject({ recovery_codes_left: 10 });
  });

  it('counts wrong codes as failed log-ins', async () => {
    const player = await playerWith2fa();
    const ip = uniqueIp();
    for (let i = 0; i <= THROTTLE_RULES.pair.freeFailures; i++) {
      expectLoginRefused(
        await login(player, { recovery_code: 'abcd-efgh-jkmn' }, ip),
        TWO_FACTOR_MESSAGES.recoveryInvalid,
      );
    }
    const throttled = await login(player, { recovery_code: player.codes[0]! }, ip);
    expect(errorOf(throttled, 'TooManyRequestsException', 429).code).toBe('LOGIN_THROTTLED');
    expect(await twoFactorStatus(player)).toMatchObject({ recovery_codes_left: 10 });
  });
});

describe('account/renewRecoveryCodes', () => {
  it('answers a new set for an authenticator code; the old set stops working', async () => {
    const player = await playerWith2fa();
    dataOf(await login(player, { recovery_code: player.codes[0]! }));
    const renewed = dataOf<{ recovery_codes: string[] }>(
      await post('account/renewRecoveryCodes', player, { code: codeNow(player.secret) }),
    );
    expect(renewed.recovery_codes).toHaveLength(10);
    for (const code of renewed.recovery_codes) expect(player.codes).not.toContain(code);
    expect(await twoFactorStatus(player)).toMatchObject({ recovery_codes_left: 10 });
    expectLoginRefused(
      await login(player, { recovery_code: player.codes[1]! }),
      TWO_FACTOR_MESSAGES.recoveryInvalid,
    );
    dataOf(await login(player, { recovery_code: renewed.recovery_codes[0]! }));
  });

  it('refuses a wrong or replayed code and keeps the old set', async () => {
    const player = await playerWith2fa();
    const code = codeNow(player.secret);
    dataOf(await post('account/renewRecoveryCodes', player, { code }));
    const before = await databaseState(t.services.db);
    const replayed = await post('account/renewRecoveryCodes', player, { code });
    expect(errorOf(replayed, 'AuthorizationException', 401).message).toBe(TWO_FACTOR_MESSAGES.invalid);
    const wrong = code === '000000' ? '000001' : '000000';
    errorOf(await post('account/renewRecoveryCodes', player, { code: wrong }), 'AuthorizationException', 401);
    expect((await databaseState(t.services.db)).digests.two_factor_recovery_codes).toBe(
      before.digests.two_factor_recovery_codes,
    );
  });

  it.each<[string | undefined, string, string]>([
    [undefined, 'Please fill in this field', 'Veuillez remplir ce champ'],
    ['12345', 'Enter the 6-digit code', 'Saisissez le code à 6 chiffres'],
    ['<b>1</b>', 'Enter the 6-digit code', 'Saisissez le code à 6 chiffres'],
    ['1'.repeat(17), 'Use no more than 16 characters', 'Saisissez 16 caractères au plus'],
  ])('refuses the code %j with a field error, writing nothing', async (code, en, fr) => {
    const player = await playerWith2fa();
    const before = await databaseState(t.services.db);
    const params: Record<string, string> = code === undefined ? {} : { code };
    expectFieldErrors(await post('account/renewRecoveryCodes', player, params), { code: en });
    expectFieldErrors(await post('account/renewRecoveryCodes', player, params, 'fr'), { code: fr });
    expect(await databaseState(t.services.db)).toEqual(before);
  });

  it('is refused while two-factor is off, and to guests', async () => {
    const player = await registerPlayer(t.app);
    const off = await post('account/renewRecoveryCodes', player, { code: '123456' });
    expect(errorOf(off, 'InvalidRequestException', 400).code).toBe('TWO_FACTOR_NOT_ENABLED');
    expect(await storedHashes(player.uid)).toEqual([]);
    const guest = await post('account/renewRecoveryCodes', undefined, { code: '123456' });
    expect(errorOf(guest, 'AuthorizationException', 401).code).toBe('NOT_LOGGED_IN');
    const guestStatus = await callApi(t.app, 'GET', 'account/getTwoFactorStatus');
    expect(errorOf(guestStatus, 'AuthorizationException', 401).code).toBe('NOT_LOGGED_IN');
  });
});
