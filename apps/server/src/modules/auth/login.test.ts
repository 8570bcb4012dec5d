import { schema } from '@jeton/db';
import { SESSION_COOKIE_NAME } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallOptions,
  callApi,
  createTestApp,
  registerPlayer,
  type TestApp,
  uniqueIp,
} from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { tableCounts } from '../../testing/tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** auth/login from an address of its own (30 log-ins a minute per address; throttling keys on it). */
function login(params: Record<string, string | undefined>, options: CallOptions = {}) {
  return callApi(t.app, 'POST', 'auth/login', params, { remoteAddress: uniqueIp(), ...options });
}

const getInfo = (cookie?: string) => callApi(t.app, 'GET', 'account/getInfo', {}, { cookie });

async function setStatus(uid: number, status: 'active' | 'banned' | 'deleted') {
  await t.services.db.update(schema.users).set({ status }).where(eq(schema.users.id, uid));
}

async function liveSessions(uid: number) {
  const rows = await t.services.db.select().from(schema.sessions).where(eq(schema.sessions.userId, uid));
  return rows.filter((s) => s.revokedAt === null);
}

describe('auth/login', () => {
  loginChecks();
  loginBadInputChecks();
});

/** Logging in, and what it does to sessions. */
function loginChecks() {
  it('logs in: the account info and a new session cookie', async () => {
    const player = await registerPlayer(t.app, { fakename: 'Lucky7' });
    const result = await login({ login: player.login, password: player.password });
    expect(dataOf(result)).toMatchObject({
      uid: player.uid,
      login: player.login,
      fakename: 'Lucky7',
      two_factor_auth: false,
      balance_main: { amount: 0, currency: 'EUR' },
    });
    const cookie = result.response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(result.sessionCookie).not.toBe(player.cookie);
    expect(dataOf(await getInfo(result.sessionCookie))).toMatchObject({ uid: player.uid });
  });

  it('finds an email login whatever its case, and a phone login with or without its plus', async () => {
    const email = await registerPlayer(t.app);
    dataOf(await login({ login: email.login.toUpperCase(), password: email.password }));
    const phone = await registerPlayer(t.app, { login: '+33 7 11 22 33 44' });
    const byDigits = await login({ login: '33711223344', password: phone.password });
    expect(dataOf(byDigits)).toMatchObject({ uid: phone.uid, login: '+33711223344' });
    dataOf(await login({ login: '+33711223344', password: phone.password }));
  });

  it('refuses a wrong password with AuthorizationException and sets no cookie', async () => {
    const player = await registerPlayer(t.app);
    const result = await login({ login: player.login, password: 'wrong-password' });
    const error = errorOf(result, 'AuthorizationException', 401);
    expect(error).toMatchObject({ message: 'Wrong login or password', code: 'INVALID_CREDENTIALS' });
    expect(result.response.cookies).toEqual([]);
  });

  it('answers an unknown login exactly as a wrong password', async () => {
    const player = await registerPlayer(t.app);
    const wrong = await login({ login: player.login, password: 'wrong-password' });
    const unknown = await login({ login: 'nobody-here@example.com', password: 'wrong-password' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('issues a new token at every log-in and revokes the session it was sent with', async () => {
    const player = await registerPlayer(t.app);
    const again = await login({ login: player.login, password: player.password }, { cookie: player.cookie });
    dataOf(again);
    expect(again.sessionCookie).toBeDefined();
    expect(again.sessionCookie).not.toBe(player.cookie);
    expect(dataOf(await getInfo(player.cookie))).toMatchObject({ uid: 0 });
    expect(dataOf(await getInfo(again.sessionCookie))).toMatchObject({ uid: player.uid });

    // Another device logging in leaves this one alone.
    const elsewhere = await login({ login: player.login, password: player.password });
    expect(elsewhere.sessionCookie).not.toBe(again.sessionCookie);
    expect(dataOf(await getInfo(again.sessionCookie))).toMatchObject({ uid: player.uid });
    expect(await liveSessions(player.uid)).toHaveLength(2);
  });

  it('keeps the current session when a log-in fails', async () => {
    const player = await registerPlayer(t.app);
    const failed = await login(
      { login: player.login, password: 'wrong-password' },
      { cookie: player.cookie },
    );
    errorOf(failed, 'AuthorizationException', 401);
    expect(dataOf(await getInfo(player.cookie))).toMatchObject({ uid: player.uid });
  });
}

/** Bad input. */
function loginBadInputChecks() {
  describe('bad input', () => {
    it.each<[string, Record<string, string>, Record<string, string>]>([
      ['nothing', {}, { login: 'Please fill in this field', password: 'Please fill in this field' }],
      [
        'an empty password',
        { login: 'a@example.com', password: '' },
        { password: 'Please fill in this field' },
      ],
      [
        'a malformed login',
        { login: 'a@', password: 'secret12' },
        { login: 'Check the email address, for example name@example.com' },
      ],
      [
        'an oversized password',
        { login: 'a@example.com', password: 'x'.repeat(129) },
        { password: 'Use no more than 128 characters' },
      ],
      [
        'an oversized code',
        { login: 'a@example.com', password: 'secret12', code: '1'.repeat(17) },
        { code: 'Use no more than 16 characters' },
      ],
      [
        'a login as a list',
        { 'login[0]': 'a@example.com', password: 'secret12' },
        { login: 'Check this value' },
      ],
      [
        'a code as an object',
        { login: 'a@example.com', password: 'secret12', 'code[a]': '123456' },
        { code: 'Check this value' },
      ],
    ])('refuses %s with field errors, counting no failure', async (_name, form, fields) => {
      const before = await tableCounts(t.services.db);
      expectFieldErrors(await login(form), fields);
      expect(await tableCounts(t.services.db)).toEqual(before);
    });

    it('words the field errors in French with locale=fr', async () => {
      expectFieldErrors(await login({}, { locale: 'fr' }), {
        login: 'Veuillez remplir ce champ',
        password: 'Veuillez remplir ce champ',
      });
      expectFieldErrors(await login({ login: 'joueur', password: 'x' }, { locale: 'fr' }), {
        login: 'Saisissez votre adresse e-mail, ou votre numéro de téléphone avec l’indicatif du pays',
      });
    });

    it('allows 30 log-in calls a minute from one address', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 30; i++) expect((await login({}, { remoteAddress: ip })).status).toBe(400);
      const limited = await login({ login: 'a@example.com', password: 'secret12' }, { remoteAddress: ip });
      const error = errorOf(limited, 'TooManyRequestsException', 429);
      expect(error).toMatchObject({ code: 'RATE_LIMITED', data: { retry_after: expect.any(Number) } });
      // The standard header says the same (issue 28).
      expect(Number(limited.response.headers['retry-after'])).toBe(error.data?.retry_after);
    });
  });
}

describe('auth/logout', () => {
  it('ends the session: the old cookie then reads as a guest', async () => {
    const player = await registerPlayer(t.app);
    const result = await callApi(t.app, 'GET', 'auth/logout', {}, { cookie: player.cookie });
    expect(dataOf(result)).toBe(1);
    const cleared = result.response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!;
    expect(cleared.value).toBe('');
    expect((cleared.expires as Date).getTime()).toBeLessThanOrEqual(Date.now());
    expect(dataOf(await getInfo(player.cookie))).toMatchObject({ uid: 0, login: '' });
    const balance = await callApi(t.app, 'GET', 'account/getBalance', {}, { cookie: player.cookie });
    errorOf(balance, 'AuthorizationException', 401);
    expect(await liveSessions(player.uid)).toHaveLength(0);
  });

  it('ends only the session it is called with', async () => {
    const player = await registerPlayer(t.app);
    const other = await login({ login: player.login, password: player.password });
    dataOf(await callApi(t.app, 'GET', 'auth/logout', {}, { cookie: player.cookie }));
    expect(dataOf(await getInfo(other.sessionCookie))).toMatchObject({ uid: player.uid });
  });

  it('answers 1 to a guest too', async () => {
    expect(dataOf(await callApi(t.app, 'GET', 'auth/logout'))).toBe(1);
    expect(
      dataOf(await callApi(t.app, 'GET', 'auth/logout', {}, { cookie: `${SESSION_COOKIE_NAME}=junk` })),
    ).toBe(1);
  });

  it('is a GET', async () => {
    const result = await callApi(t.app, 'POST', 'auth/logout');
    expect(errorOf(result, 'InvalidRequestException', 400).code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('a banned player', () => {
  const BANNED = {
    type: 'UserBannedException',
    message: 'Your account is blocked. Please contact support.',
    data: { type: 'banned' },
  };

  it('is refused at log-in with UserBannedException 403, but only with the right password', async () => {
    const player = await registerPlayer(t.app);
    await setStatus(player.uid, 'banned');
    const result = await login({ login: player.login, password: player.password });
    expect(result.status).toBe(403);
    expect(result.body.error).toEqual(BANNED);
    expect(result.response.cookies).toEqual([]);
    errorOf(await login({ login: player.login, password: 'wrong-password' }), 'AuthorizationException', 401);
  });

  it.each<[string, 'GET' | 'POST', Record<string, string>]>([
    ['account/getInfo', 'GET', {}],
    ['account/getBalance', 'GET', {}],
    ['account/getprofileinfo', 'GET', {}],
    ['account/changelocale', 'POST', { locale: 'fr' }],
    ['account/changefakename', 'POST', { fakename: 'Renamed' }],
    ['account/changepassword', 'POST', { old_password: 'secret12', new_password: 'secret34' }],
    ['metadata/getgeneralinfo', 'GET', {}],
    ['auth/register', 'POST', { login: 'x@example.com', password: 'secret12', currency: 'EUR', terms: '1' }],
  ])('is refused %s with an existing session', async (path, verb, params) => {
    const player = await registerPlayer(t.app);
    await setStatus(player.uid, 'banned');
    const result = await callApi(t.app, verb, path, params, {
      cookie: player.cookie,
      remoteAddress: uniqueIp(),
    });
    expect(result.status).toBe(403);
    expect(result.body.error).toEqual(BANNED);
    const [user] = await t.services.db.select().from(schema.users).where(eq(schema.users.id, player.uid));
    expect(user).toMatchObject({ fakename: '', locale: 'en' });
  });

  it('is refused auth/login with an existing session, even for the right password', async () => {
    const player = await registerPlayer(t.app);
    await setStatus(player.uid, 'banned');
    const result = await login({ login: player.login, password: player.password }, { cookie: player.cookie });
    expect(result.body.error).toEqual(BANNED);
  });

  it('may still log out, and is a guest afterwards', async () => {
    const player = await registerPlayer(t.app);
    await setStatus(player.uid, 'banned');
    dataOf(await callApi(t.app, 'GET', 'auth/logout', {}, { cookie: player.cookie }));
    expect(dataOf(await getInfo(player.cookie))).toMatchObject({ uid: 0 });
  });

  it('gets back in once unbanned', async () => {
    const player = await registerPlayer(t.app);
    await setStatus(player.uid, 'banned');
    errorOf(await getInfo(player.cookie), 'UserBannedException', 403);
    await setStatus(player.uid, 'active');
    expect(dataOf(await getInfo(player.cookie))).toMatchObject({ uid: player.uid });
  });
});

describe('a deleted player', () => {
  it('cannot log in, and an old session is refused with UserDeletedException', async () => {
    const player = await registerPlayer(t.app);
    await setStatus(player.uid, 'deleted');
    const result = await login({ login: player.login, password: player.password });
    expect(errorOf(result, 'AuthorizationException', 401).code).toBe('INVALID_CREDENTIALS');
    errorOf(await getInfo(player.cookie), 'UserDeletedException', 403);
  });
});
