import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { THROTTLE_RULES } from './login-throttle.js';

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

describe('log-in throttling per login from anywhere', () => {
  it(`blocks a login for 60 s only, after ${perLogin.freeFailures} failures from many addresses`, async () => {
    const player = await registerPlayer(t.app);
    // Five failures per address stay under the per-address rule.
    let failures = 0;
    while (failures < perLogin.freeFailures + 1) {
      const ip = uniqueIp();
      const times = Math.min(pair.freeFailures, perLogin.freeFailures + 1 - failures);
      await fail(player, ip, times);
      failures += times;
    }
    // Blocked everywhere, the right password included, but for a minute only.
    const fresh = uniqueIp();
    await expectThrottled(player, fresh, perLogin.blockMs / 1000);
    await expectThrottled(player, uniqueIp(), 60);
    t.clock.advance(perLogin.blockMs - 1000);
    await expectThrottled(player, fresh, 1);
    t.clock.advance(1000);
    await expectLogsIn(player, fresh);
  });

  it('leaves other logins alone', async () => {
    const victim = await registerPlayer(t.app);
    for (let i = 0; i < 6; i++) await fail(victim, uniqueIp(), pair.freeFailures);
    await fail(victim, uniqueIp(), perLogin.freeFailures + 1 - 6 * pair.freeFailures);
    await expectThrottled(victim, uniqueIp(), 60);
    await expectLogsIn(await registerPlayer(t.app), uniqueIp());
  });
});
