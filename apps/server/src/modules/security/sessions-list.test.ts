import { schema } from '@jeton/db';
import { SESSION_COOKIE_NAME, type SessionListItem } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../sessions/tokens.js';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { databaseState } from '../../testing/tables.js';
import { maskIp } from './client-description.js';
import { publicSessionId } from './session-list-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof registerPlayer>>;

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let addresses = 0;
/** Logs the player in again from a device, answering that session's cookie. */
async function loginFrom(player: Player, userAgent: string, ip = `198.51.100.${++addresses % 250}`) {
  const result = await callApi(
    t.app,
    'POST',
    'auth/login',
    { login: player.login, password: player.password },
    { remoteAddress: ip, headers: { 'user-agent': userAgent } },
  );
  dataOf(result);
  return result.sessionCookie!;
}

async function sessionsOf(cookie: string) {
  const result = await callApi(t.app, 'GET', 'account/getSessions', {}, { cookie });
  return dataOf<{ items: SessionListItem[]; total: number }>(result);
}

async function uidOf(cookie: string): Promise<number> {
  const result = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie });
  return dataOf<{ uid: number }>(result).uid;
}

const endSession = (cookie: string | undefined, params: Record<string, string>, locale = 'en') =>
  callApi(t.app, 'POST', 'account/endSession', params, { cookie, locale });

/** The public id of the session behind a cookie, as getSessions shows it. */
const idOf = (cookie: string) => publicSessionId(hashToken(cookie.slice(SESSION_COOKIE_NAME.length + 1)));

describe('account/getSessions', () => {
  it("lists the caller's active sessions with device, masked address, times and the current one", async () => {
    const player = await registerPlayer(t.app);
    const laptop = await loginFrom(player, CHROME_WINDOWS, '203.0.113.77');
    t.clock.advance(120_000);
    const phone = await loginFrom(player, SAFARI_IPHONE, '2001:db8:85a3:8d3:1319:8a2e:370:7348');
    const stranger = await registerPlayer(t.app);
    const { items, total } = await sessionsOf(laptop);
    expect(total).toBe(3);
    expect(items.map((s) => s.id).sort()).toEqual([idOf(player.cookie), idOf(laptop), idOf(phone)].sort());
    expect(items.map((s) => s.id)).not.toContain(idOf(stranger.cookie));
    // The most recently seen first.
    expect(items[0]).toEqual({
      id: idOf(phone),
      current: false,
      browser: 'Safari 17',
      os: 'iOS 17.5',
      platform: 'mobile',
      ip: '2001:db8:85a3:*',
      started_at: t.clock.now().toISOString(),
      last_seen_at: t.clock.now().toISOString(),
    });
    expect(items.find((s) => s.id === idOf(laptop))).toMatchObject({
      current: true,
      browser: 'Chrome 131',
      os: 'Windows 10',
      platform: 'desktop',
      ip: '203.0.113.*',
    });
    expect(items.filter((s) => s.current)).toHaveLength(1);
  });

  it('never shows a token or its hash', async () => {
    const player = await registerPlayer(t.app);
    const other = await loginFrom(player, CHROME_WINDOWS);
    const text = JSON.stringify(await sessionsOf(player.cookie));
    for (const cookie of [player.cookie, other]) {
      const token = cookie.slice(SESSION_COOKIE_NAME.length + 1);
      expect(text).not.toContain(token);
      expect(text).not.toContain(hashToken(token));
    }
  });

  it('leaves out ended, expired and idle sessions', async () => {
    const player = await registerPlayer(t.app);
    const ended = await loginFrom(player, CHROME_WINDOWS);
    dataOf(await callApi(t.app, 'GET', 'auth/logout', {}, { cookie: ended }));
    const idle = await loginFrom(player, CHROME_WINDOWS);
    await t.services.db
      .update(schema.sessions)
      .set({ lastSeenAt: new Date(t.clock.now().getTime() - t.services.sessions.idleTimeoutMs) })
      .where(eq(schema.sessions.tokenHash, hashToken(idle.slice(SESSION_COOKIE_NAME.length + 1))));
    const { items } = await sessionsOf(player.cookie);
    expect(items.map((s) => s.id)).toEqual([idOf(player.cookie)]);
  });

  it('is for logged-in players only', async () => {
    const result = await callApi(t.app, 'GET', 'account/getSessions');
    expect(errorOf(result, 'AuthorizationException', 401).code).toBe('NOT_LOGGED_IN');
  });
});

describe('account/endSession', () => {
  it('ends another session of the caller by its id; the current one stays', async () => {
    const player = await registerPlayer(t.app);
    const phone = await loginFrom(player, SAFARI_IPHONE);
    const result = await endSession(player.cookie, { id: idOf(phone) });
    expect(dataOf(result)).toEqual({ current: false });
    expect(result.response.cookies).toEqual([]);
    expect(await uidOf(phone)).toBe(0);
    expect(await uidOf(player.cookie)).toBe(player.uid);
    expect((await sessionsOf(player.cookie)).items.map((s) => s.id)).toEqual([idOf(player.cookie)]);
    // Ended is ended: the same id again is not found.
    const again = await endSession(player.cookie, { id: idOf(phone) });
    expect(errorOf(again, 'InvalidRequestException', 400).code).toBe('SESSION_NOT_FOUND');
  });

  it('ends the current session and clears its cookie', async () => {
    const player = await registerPlayer(t.app);
    const result = await endSession(player.cookie, { id: idOf(player.cookie) });
    expect(dataOf(result)).toEqual({ current: true });
    expect(result.response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value).toBe('');
    expect(await uidOf(player.cookie)).toBe(0);
  });

  it("refuses another player's session id and ends nothing", async () => {
    const player = await registerPlayer(t.app);
    const stranger = await registerPlayer(t.app);
    const before = await databaseState(t.services.db);
    const result = await endSession(player.cookie, { id: idOf(stranger.cookie) });
    expect(errorOf(result, 'InvalidRequestException', 400)).toMatchObject({
      code: 'SESSION_NOT_FOUND',
      message: 'There is no such session',
    });
    expect(await databaseState(t.services.db)).toEqual(before);
    expect(await uidOf(stranger.cookie)).toBe(stranger.uid);
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['no id', {}, 'Please fill in this field', 'Veuillez remplir ce champ'],
    ['an empty id', { id: '' }, 'Please fill in this field', 'Veuillez remplir ce champ'],
    ['a session token hash', { id: 'a'.repeat(64) }, 'Check this value', 'Vérifiez cette valeur'],
    [
      'an oversized id',
      { id: 'a'.repeat(65) },
      'Use no more than 64 characters',
      'Saisissez 64 caractères au plus',
    ],
    ['a numeric row id', { id: '1' }, 'Check this value', 'Vérifiez cette valeur'],
    ['a hostile text', { id: "x' OR '1'='1'; --" }, 'Check this value', 'Vérifiez cette valeur'],
  ])('refuses %s with a field error, ending nothing', async (_name, params, en, fr) => {
    const player = await registerPlayer(t.app);
    const before = await databaseState(t.services.db);
    expectFieldErrors(await endSession(player.cookie, params), { id: en });
    expectFieldErrors(await endSession(player.cookie, params, 'fr'), { id: fr });
    expect(await databaseState(t.services.db)).toEqual(before);
  });

  it('answers SESSION_NOT_FOUND for a well-formed id nobody has', async () => {
    const player = await registerPlayer(t.app);
    const result = await endSession(player.cookie, { id: 'A'.repeat(22) });
    expect(errorOf(result, 'InvalidRequestException', 400).code).toBe('SESSION_NOT_FOUND');
  });

  it('is for logged-in players only', async () => {
    const player = await registerPlayer(t.app);
    const result = await endSession(undefined, { id: idOf(player.cookie) });
    expect(errorOf(result, 'AuthorizationException', 401).code).toBe('NOT_LOGGED_IN');
    expect(await uidOf(player.cookie)).toBe(player.uid);
  });
});

describe('account/endOtherSessions', () => {
  it("ends every other session of the caller, and no one else's", async () => {
    const player = await registerPlayer(t.app);
    const phone = await loginFrom(player, SAFARI_IPHONE);
    const laptop = await loginFrom(player, CHROME_WINDOWS);
    const stranger = await registerPlayer(t.app);
    const result = await callApi(t.app, 'POST', 'account/endOtherSessions', {}, { cookie: phone });
    expect(dataOf(result)).toEqual({ ended: 2 });
    expect(await uidOf(phone)).toBe(player.uid);
    expect(await uidOf(laptop)).toBe(0);
    expect(await uidOf(player.cookie)).toBe(0);
    expect(await uidOf(stranger.cookie)).toBe(stranger.uid);
    expect((await sessionsOf(phone)).total).toBe(1);
    const again = await callApi(t.app, 'POST', 'account/endOtherSessions', {}, { cookie: phone });
    expect(dataOf(again)).toEqual({ ended: 0 });
  });

  it('is for logged-in players only', async () => {
    const result = await callApi(t.app, 'POST', 'account/endOtherSessions');
    expect(errorOf(result, 'AuthorizationException', 401).code).toBe('NOT_LOGGED_IN');
  });
});

describe('maskIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.*'],
    ['::ffff:192.0.2.5', '192.0.2.*'],
    ['2001:db8::1', '2001:db8:0:*'],
    ['::1', '0:0:0:*'],
    ['not an address', ''],
  ])('%s → %s', (ip, masked) => expect(maskIp(ip)).toBe(masked));
});
