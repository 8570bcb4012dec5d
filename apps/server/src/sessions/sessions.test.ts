import { schema } from '@jeton/db';
import { SESSION_COOKIE_NAME } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp, uniqueIp } from '../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../testing/expect-api.js';
import { tableCounts } from '../testing/tables.js';
import { hashToken } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof registerPlayer>>;
const MINUTE = 60_000;

const uidOf = async (cookie: string | undefined) =>
  dataOf<{ uid: number }>(await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie })).uid;

const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE_NAME.length + 1);

async function sessionRow(cookie: string) {
  const [row] = await t.services.db
    .select()
    .from(schema.sessions)
    .where(eq(schema.sessions.tokenHash, hashToken(tokenOf(cookie))));
  return row!;
}

async function loginAgain(player: Player, password = player.password) {
  const result = await callApi(
    t.app,
    'POST',
    'auth/login',
    { login: player.login, password },
    { remoteAddress: uniqueIp() },
  );
  return result;
}

describe('sessions', () => {
  tokenChecks();
  timeoutChecks();
  endingChecks();
});

/** Tokens and cookies. */
function tokenChecks() {
  it('keep only a hash of the token', async () => {
    const player = await registerPlayer(t.app);
    const row = await sessionRow(player.cookie);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(tokenOf(player.cookie));
    expect(row).toMatchObject({ userId: player.uid, revokedAt: null });
  });

  it('read a missing, malformed, forged or unknown cookie as a guest', async () => {
    for (const cookie of [
      undefined,
      `${SESSION_COOKIE_NAME}=`,
      `${SESSION_COOKIE_NAME}=not-a-token`,
      `${SESSION_COOKIE_NAME}=${'A'.repeat(43)}`,
      `${SESSION_COOKIE_NAME}=${'A'.repeat(4000)}`,
    ]) {
      expect(await uidOf(cookie)).toBe(0);
    }
  });

  it('answer each caller its own session when look-ups arrive together and share a query', async () => {
    const [a, b, revoked] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    await t.services.sessions.revoke((await sessionRow(revoked.cookie)).id);
    const cookies = [
      a.cookie,
      b.cookie,
      revoked.cookie,
      `${SESSION_COOKIE_NAME}=${'B'.repeat(43)}`,
      a.cookie,
    ];
    const sessions = await Promise.all(cookies.map((cookie) => t.services.sessions.resolve(tokenOf(cookie))));
    expect(sessions.map((session) => session?.userId ?? 0)).toEqual([a.uid, b.uid, 0, 0, a.uid]);
    // And through the API, side by side.
    expect(await Promise.all(cookies.map(uidOf))).toEqual([a.uid, b.uid, 0, 0, a.uid]);
  });
}

/** Idle and absolute timeouts. */
function timeoutChecks() {
  describe('idle timeout', () => {
    it('ends a session left alone for the idle timeout', async () => {
      const idle = t.services.config.session.idleTimeoutMs;
      const player = await registerPlayer(t.app);
      t.clock.advance(idle - MINUTE);
      expect(await uidOf(player.cookie)).toBe(player.uid);
      // Every call starts the idle time again.
      t.clock.advance(idle - MINUTE);
      expect(await uidOf(player.cookie)).toBe(player.uid);
      t.clock.advance(idle);
      expect(await uidOf(player.cookie)).toBe(0);
      errorOf(
        await callApi(t.app, 'GET', 'account/getBalance', {}, { cookie: player.cookie }),
        'AuthorizationException',
        401,
      );
      expect((await sessionRow(player.cookie)).revokedAt).not.toBeNull();
      // Ended for good: it does not come back.
      expect(await uidOf(player.cookie)).toBe(0);
    });

    it('records activity at most once a minute', async () => {
      const player = await registerPlayer(t.app);
      const created = (await sessionRow(player.cookie)).lastSeenAt.getTime();
      t.clock.advance(30_000);
      await uidOf(player.cookie);
      expect((await sessionRow(player.cookie)).lastSeenAt.getTime()).toBe(created);
      t.clock.advance(30_000);
      await uidOf(player.cookie);
      expect((await sessionRow(player.cookie)).lastSeenAt.getTime()).toBe(t.clock.now().getTime());
    });

    it('counts from the last recorded activity, a minute precise', async () => {
      const idle = t.services.config.session.idleTimeoutMs;
      const player = await registerPlayer(t.app);
      t.clock.advance(30_000);
      await uidOf(player.cookie); // not recorded: less than a minute
      t.clock.advance(idle - 30_000);
      expect(await uidOf(player.cookie)).toBe(0);
    });
  });

  describe('absolute timeout', () => {
    it('ends a session at its absolute timeout, however active', async () => {
      const { idleTimeoutMs: idle, absoluteTimeoutMs: absolute } = t.services.config.session;
      const player = await registerPlayer(t.app);
      const started = t.clock.now().getTime();
      const step = idle - MINUTE;
      while (t.clock.now().getTime() + step < started + absolute) {
        t.clock.advance(step);
        expect(await uidOf(player.cookie)).toBe(player.uid);
      }
      t.clock.advance(started + absolute - t.clock.now().getTime() - 1);
      expect(await uidOf(player.cookie)).toBe(player.uid);
      t.clock.advance(1);
      expect(await uidOf(player.cookie)).toBe(0);
      // A log-in starts a new session with its own full term.
      const again = await loginAgain(player);
      expect(await uidOf(again.sessionCookie)).toBe(player.uid);
    });

    it('is the expiry of the cookie', async () => {
      const player = await registerPlayer(t.app);
      const row = await sessionRow(player.cookie);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(
        t.services.config.session.absoluteTimeoutMs,
      );
    });
  });
}

/** Sessions a password change or a restore ends. */
function endingChecks() {
  describe('account/changepassword', () => {
    it('ends the other sessions of the player but keeps the current one', async () => {
      const player = await registerPlayer(t.app);
      const phone = (await loginAgain(player)).sessionCookie;
      const laptop = (await loginAgain(player)).sessionCookie;
      const stranger = await registerPlayer(t.app);
      const result = await callApi(
        t.app,
        'POST',
        'account/changepassword',
        { old_password: player.password, new_password: 'changed99', repeat_password: 'changed99' },
        { cookie: player.cookie },
      );
      expect(dataOf(result)).toBe(1);
      expect(await uidOf(player.cookie)).toBe(player.uid);
      expect(await uidOf(phone)).toBe(0);
      expect(await uidOf(laptop)).toBe(0);
      expect(await uidOf(stranger.cookie)).toBe(stranger.uid);
      // The new password opens a session; the old one no longer does.
      expect(await uidOf((await loginAgain(player, 'changed99')).sessionCookie)).toBe(player.uid);
      errorOf(await loginAgain(player), 'AuthorizationException', 401);
    });

    it('ends nothing when the current password is wrong', async () => {
      const player = await registerPlayer(t.app);
      const other = (await loginAgain(player)).sessionCookie;
      const before = await tableCounts(t.services.db);
      const result = await callApi(
        t.app,
        'POST',
        'account/changepassword',
        { old_password: 'not-my-password', new_password: 'changed99' },
        { cookie: player.cookie },
      );
      expectFieldErrors(result, { old_password: 'Choose another password' });
      expect(await tableCounts(t.services.db)).toEqual(before);
      expect(await uidOf(other)).toBe(player.uid);
      expect(await uidOf((await loginAgain(player)).sessionCookie)).toBe(player.uid);
    });
  });

  describe('auth/restore', () => {
    it('ends every session of the player, the one it was called from included', async () => {
      const player = await registerPlayer(t.app);
      const other = (await loginAgain(player)).sessionCookie;
      dataOf(
        await callApi(t.app, 'POST', 'auth/restore', { login: player.login }, { remoteAddress: uniqueIp() }),
      );
      const [message] = await t.services.outbox.latest({ recipient: player.login }, 1);
      const token = /restore_token=([A-Za-z0-9_-]+)/.exec(message!.body)![1]!;
      const result = await callApi(
        t.app,
        'POST',
        'auth/restore',
        { token, password: 'restored9', password_repeat: 'restored9' },
        { cookie: player.cookie, remoteAddress: uniqueIp() },
      );
      expect(dataOf(result)).toBe(1);
      expect(await uidOf(player.cookie)).toBe(0);
      expect(await uidOf(other)).toBe(0);
      const live = (
        await t.services.db.select().from(schema.sessions).where(eq(schema.sessions.userId, player.uid))
      ).filter((s) => s.revokedAt === null);
      expect(live).toEqual([]);
    });
  });
}
