import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { THROTTLE_RULES } from './login-throttle.js';
import { DEVICE_COOKIE_NAME } from './trusted-devices.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const { pair, login: perLogin, windowMs } = THROTTLE_RULES;

type Player = Awaited<ReturnType<typeof registerPlayer>>;

function attempt(player: Player, ip: string, password = 'wrong-password') {
  return callApi(t.app, 'POST', 'auth/login', { login: player.login, password }, { remoteAddress: ip });
}

async function fail(player: Player, ip: string, times: number) {
  for (let i = 0; i < times; i++) errorOf(await attempt(player, ip), 'AuthorizationException', 401);
}

/** Asserts the log-in is throttled with this many seconds to wait. */
async function expectThrottled(player: Player, ip: string, retryAfter: number) {
  const error = errorOf(await attempt(player, ip, player.password), 'TooManyRequestsException', 429);
  expect(error).toEqual({
    type: 'TooManyRequestsException',
    message: `Too many attempts. Try again in ${retryAfter} seconds.`,
    code: 'LOGIN_THROTTLED',
    data: { retry_after: retryAfter },
  });
}

async function expectLogsIn(player: Player, ip: string) {
  expect(dataOf(await attempt(player, ip, player.password))).toMatchObject({ uid: player.uid });
}

describe('log-in throttling per login and address', () => {
  it(`lets ${pair.freeFailures} failures through, blocks after the next for 30 s, then lets the player in`, async () => {
    const player = await registerPlayer(t.app);
    const ip = uniqueIp();
    await fail(player, ip, pair.freeFailures);
    // The next failure is one too many.
    await fail(player, ip, 1);
    await expectThrottled(player, ip, pair.firstBlockMs / 1000);

    // Refused attempts during the block are not failures: they do not make it longer.
    t.clock.advance(10_000);
    await expectThrottled(player, ip, 20);
    await expectThrottled(player, ip, 20);
    t.clock.advance(19_000);
    await expectThrottled(player, ip, 1);
    t.clock.advance(1_000);
    await expectLogsIn(player, ip);
  });

  it('does not block the same login from another address', async () => {
    const player = await registerPlayer(t.app);
    const ip = uniqueIp();
    await fail(player, ip, pair.freeFailures + 1);
    await expectThrottled(player, ip, 30);
    await expectLogsIn(player, uniqueIp());
    // ...nor another login from the blocked address.
    const other = await registerPlayer(t.app);
    await expectLogsIn(other, ip);
    await expectThrottled(player, ip, 30);
  });

  it('doubles the block at each further failure, up to 15 minutes, for as long as the guessing goes on', async () => {
    const player = await registerPlayer(t.app);
    const ip = uniqueIp();
    await fail(player, ip, pair.freeFailures + 1);
    // 30 + 60 + 120 + 240 + 480 s of blocks: longer than the 15-minute window, and still counted.
    const blocks = [30, 60, 120, 240, 480, 900, 900];
    for (const [i, seconds] of blocks.entries()) {
      await expectThrottled(player, ip, seconds);
      t.clock.advance(seconds * 1000);
      if (i < blocks.length - 1) await fail(player, ip, 1);
    }
    expect(blocks.at(-1)).toBe(pair.maxBlockMs / 1000);
    await expectLogsIn(player, ip);
  });

  it('starts afresh once a whole window has passed since the last block ended', async () => {
    const player = await registerPlayer(t.app);
    const ip = uniqueIp();
    await fail(player, ip, pair.freeFailures + 1);
    await expectThrottled(player, ip, 30);
    t.clock.advance(30_000 + windowMs - 1000);
    // Within a window of the block's end: the count goes on, the next failure blocks for 60 s.
    await fail(player, ip, 1);
    await expectThrottled(player, ip, 60);
    t.clock.advance(60_000 + windowMs + 1);
    await fail(player, ip, pair.freeFailures);
    await expectLogsIn(player, ip);
    await fail(player, ip, pair.freeFailures + 1);
    await expectThrottled(player, ip, 30);
  });

  it('starts counting again after a successful log-in', async () => {
    const player = await registerPlayer(t.app);
    const ip = uniqueIp();
    await fail(player, ip, pair.freeFailures);
    await expectLogsIn(player, ip);
    await fail(player, ip, pair.freeFailures);
    await expectLogsIn(player, ip);
  });

  it(`forgets failures older than the ${windowMs / 60_000}-minute window`, async () => {
    const player = await registerPlayer(t.app);
    const ip = uniqueIp();
    await fail(player, ip, pair.freeFailures);
    t.clock.advance(windowMs + 1);
    await fail(player, ip, pair.freeFailures);
    await expectLogsIn(player, ip);
  });
});

describe('log-in throttling per address, whatever the login', () => {
  it(`blocks an address after ${THROTTLE_RULES.address.freeFailures} failures on many logins, and only that address`, async () => {
    const attacker = uniqueIp();
    const victims = await Promise.all(Array.from({ length: 8 }, () => registerPlayer(t.app)));
    let failures = 0;
    for (const victim of victims) {
      const times = Math.min(pair.freeFailures - 1, THROTTLE_RULES.address.freeFailures - failures);
      await fail(victim, attacker, times);
      failures += times;
    }
    expect(failures).toBe(THROTTLE_RULES.address.freeFailures);
    errorOf(await attempt(victims[7]!, attacker), 'AuthorizationException', 401);
    // The address is blocked for a minute, for any login, the right password included.
    await expectThrottled(victims[0]!, attacker, THROTTLE_RULES.address.firstBlockMs / 1000);
    await expectLogsIn(victims[0]!, uniqueIp());
    t.clock.advance(THROTTLE_RULES.address.firstBlockMs);
    await expectLogsIn(victims[1]!, attacker);
  });
});

describe('a login under attack from everywhere (the spread attack of issue 13)', () => {
  /** The attack of the probe: six failures from one address, then 2 to 3 a minute spread over 7 addresses, for an hour. */
  async function spreadAttack(victim: Player) {
    await fail(victim, uniqueIp(), pair.freeFailures + 1);
    const addresses = Array.from({ length: 7 }, () => uniqueIp());
    for (let minute = 0; minute < 60; minute++) {
      for (let i = 0; i < 3; i++) {
        const answer = await attempt(victim, addresses[(minute * 3 + i) % addresses.length]!);
        // Each of the attacker's addresses is throttled on its own.
        expect([401, 429]).toContain(answer.status);
      }
      t.clock.advance(60_000);
    }
    // And it goes on as the player comes: the login's count restarts every window, like the others.
    for (let i = 0; i < perLogin.freeFailures; i++) await fail(victim, uniqueIp(), 1);
  }

  it('never locks the player out: from a clean address the right password gets in, slowed down', async () => {
    const victim = await registerPlayer(t.app);
    await spreadAttack(victim);
    const before = t.clock.sleeps.length;
    await expectLogsIn(victim, uniqueIp());
    expect(t.clock.sleeps.slice(before)).toEqual([perLogin.slowDownMs]);
  });

  it('lets a device that logged the player in before straight in', async () => {
    const victim = await registerPlayer(t.app);
    const first = await attempt(victim, uniqueIp(), victim.password);
    const device = first.response.cookies.find((c) => c.name === DEVICE_COOKIE_NAME);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/' });
    await spreadAttack(victim);
    const before = t.clock.sleeps.length;
    const again = await callApi(
      t.app,
      'POST',
      'auth/login',
      { login: victim.login, password: victim.password },
      { remoteAddress: uniqueIp(), cookie: `${DEVICE_COOKIE_NAME}=${device!.value}` },
    );
    expect(dataOf(again)).toMatchObject({ uid: victim.uid });
    expect(t.clock.sleeps.slice(before)).toEqual([]);
    // The same cookie is no trusted device for another login.
    const other = await registerPlayer(t.app);
    await spreadAttack(other);
    const stranger = t.clock.sleeps.length;
    await callApi(
      t.app,
      'POST',
      'auth/login',
      { login: other.login, password: other.password },
      { remoteAddress: uniqueIp(), cookie: `${DEVICE_COOKIE_NAME}=${device!.value}` },
    );
    expect(t.clock.sleeps.slice(stranger)).toEqual([perLogin.slowDownMs]);
  });

  it(`slows nobody down below ${perLogin.freeFailures} failures, and leaves other logins alone`, async () => {
    const victim = await registerPlayer(t.app);
    for (let i = 0; i < perLogin.freeFailures - 1; i++) await fail(victim, uniqueIp(), 1);
    const before = t.clock.sleeps.length;
    await expectLogsIn(victim, uniqueIp());
    await spreadAttack(victim);
    await expectLogsIn(await registerPlayer(t.app), uniqueIp());
    const afterAttack = t.clock.sleeps.length;
    expect(t.clock.sleeps.slice(before, afterAttack).every((ms) => ms === perLogin.slowDownMs)).toBe(true);
    await expectLogsIn(await registerPlayer(t.app), uniqueIp());
    expect(t.clock.sleeps.length).toBe(afterAttack);
  });
});
