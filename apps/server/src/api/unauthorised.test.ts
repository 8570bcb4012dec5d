import { schema } from '@jeton/db';
import { API_VERSION } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../sessions/tokens.js';
import { allApiMethods } from '../testing/api-methods.js';
import { callApi, createTestApp, registerPlayer, type TestApp, uniqueIp } from '../testing/app.js';
import { expectRefusal } from '../testing/expect-api.js';
import { databaseState } from '../testing/tables.js';
import { WriteWatch } from '../testing/write-watch.js';
import type { ApiMethod } from './method.js';

const API_METHODS = await allApiMethods();

// Every method with access 'player' refuses a caller without a live session with
// AuthorizationException 401, whatever the cookie holds, and writes nothing. Built from
// API_METHODS, so a player method added later is covered here without editing this file.

const PLAYER_METHODS = API_METHODS.filter((m) => m.access === 'player');
const QUERY = `v=${API_VERSION}&locale=en`;

let t: TestApp;
let watch: WriteWatch;
beforeAll(async () => {
  t = await createTestApp();
  watch = new WriteWatch(t.services.db);
});
afterAll(() => t?.close());

function call(m: ApiMethod, cookie: string | undefined) {
  return t.app.inject({
    method: m.http,
    url: `/api/${m.service}/${m.method}?${QUERY}`,
    remoteAddress: uniqueIp(),
    headers: {
      ...(cookie === undefined ? {} : { cookie }),
      ...(m.http === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(m.http === 'POST' ? { payload: '' } : {}),
  });
}

async function expectNotLoggedIn(m: ApiMethod, cookie: string | undefined) {
  const response = await call(m, cookie);
  const error = expectRefusal(response);
  expect(response.statusCode, `${m.service}/${m.method}`).toBe(401);
  expect(error.type).toBe('AuthorizationException');
  expect(error.code).toBe('NOT_LOGGED_IN');
  // A refused caller is not handed a session either.
  expect(response.cookies.find((c) => c.name === 'sid' && c.value !== '')).toBeUndefined();
}

/** Cookies that must not open a session, each made by its own setup. */
const COOKIES: [string, () => Promise<string | undefined>][] = [
  ['no cookie (a guest)', async () => undefined],
  ['an empty sid', async () => 'sid='],
  ['a garbage sid', async () => 'sid=garbage'],
  ['a 10 kB sid', async () => `sid=${'a'.repeat(10 * 1024)}`],
  ['a malformed percent-encoded sid', async () => 'sid=%E0%A4%A'],
  ['a forged sid of the right shape', async () => `sid=${newToken()}`],
  [
    "a sid holding another cookie's session under another name",
    async () => {
      const player = await registerPlayer(t.app, {}, { remoteAddress: uniqueIp() });
      return player.cookie.replace(/^sid=/, 'session=');
    },
  ],
  [
    'a sid revoked by log-out',
    async () => {
      const player = await registerPlayer(t.app, {}, { remoteAddress: uniqueIp() });
      const logout = await callApi(t.app, 'GET', 'auth/logout', {}, { cookie: player.cookie });
      expect(logout.status).toBe(200);
      return player.cookie;
    },
  ],
  [
    'a sid ended by a password change in another session',
    async () => {
      const player = await registerPlayer(t.app, {}, { remoteAddress: uniqueIp() });
      const login = await callApi(
        t.app,
        'POST',
        'auth/login',
        { login: player.login, password: player.password },
        { remoteAddress: uniqueIp() },
      );
      expect(login.sessionCookie).toBeDefined();
      const change = await callApi(
        t.app,
        'POST',
        'account/changepassword',
        { old_password: player.password, new_password: 'changed99' },
        { cookie: login.sessionCookie },
      );
      expect(change.status).toBe(200);
      return player.cookie;
    },
  ],
];

describe('player methods refuse callers without a live session', () => {
  it('the API has player methods to check', () => {
    expect(PLAYER_METHODS.length).toBeGreaterThan(0);
  });

  describe.each(COOKIES)('with %s', (_name, makeCookie) => {
    let cookie: string | undefined;
    beforeAll(async () => {
      cookie = await makeCookie();
    });

    it.each(PLAYER_METHODS.map((m) => ({ label: `${m.http} ${m.service}/${m.method}`, m })))(
      '$label answers AuthorizationException 401 and writes nothing',
      async ({ m }) => {
        await watch.mark();
        await expectNotLoggedIn(m, cookie);
        await watch.expectUnchanged();
      },
    );

    it('public methods still answer, as to a guest', async () => {
      const result = await callApi(t.app, 'GET', 'account/getInfo', {}, cookie ? { cookie } : {});
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({ uid: 0 });
    });
  });

  it('the same methods do not answer 401 to a live session (the control)', async () => {
    const player = await registerPlayer(t.app, {}, { remoteAddress: uniqueIp() });
    for (const m of PLAYER_METHODS) {
      const response = await call(m, player.cookie);
      expect(response.statusCode, `${m.service}/${m.method}: ${response.body}`).not.toBe(401);
    }
  });
});

describe('a player who is banned or deleted', () => {
  it.each([
    ['banned', 'UserBannedException'],
    ['deleted', 'UserDeletedException'],
  ] as const)(
    'as %s is refused %s 403 by every player method, and nothing is written',
    async (status, type) => {
      const player = await registerPlayer(t.app, {}, { remoteAddress: uniqueIp() });
      await t.services.db.update(schema.users).set({ status }).where(eq(schema.users.id, player.uid));
      const before = await databaseState(t.services.db);
      for (const m of PLAYER_METHODS.filter((method) => !method.allowBanned)) {
        const response = await call(m, player.cookie);
        const error = expectRefusal(response);
        expect(response.statusCode, `${m.service}/${m.method}`).toBe(403);
        expect(error.type).toBe(type);
      }
      expect(await databaseState(t.services.db)).toEqual(before);
    },
  );
});

describe('a session past its idle timeout', () => {
  it('is refused by every player method; only its own revocation is written', async () => {
    const player = await registerPlayer(t.app, {}, { remoteAddress: uniqueIp() });
    t.clock.advance(t.services.config.session.idleTimeoutMs);
    const before = await databaseState(t.services.db);
    for (const m of PLAYER_METHODS) await expectNotLoggedIn(m, player.cookie);
    const after = await databaseState(t.services.db);
    expect(after.counts).toEqual(before.counts);
    expect({ ...after.digests, sessions: '' }).toEqual({ ...before.digests, sessions: '' });
    const sessions = await t.services.db
      .select({ revokedAt: schema.sessions.revokedAt })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, player.uid));
    expect(sessions).toEqual([{ revokedAt: t.clock.now() }]);
  });
});
