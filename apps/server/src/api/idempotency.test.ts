import { schema } from '@jeton/db';
import { API_VERSION } from '@jeton/domain';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerPlayer, type TestApp, uniqueIp } from '../testing/app.js';
import { expectRefusal } from '../testing/expect-api.js';
import { databaseState, tableCounts } from '../testing/tables.js';

// POSTs with an Idempotency-Key: the first answer is kept and replayed, the handler runs once,
// the key is bound to its request and to its caller.
//
// account/changeTwoFactorAuth is the countable effect: each run makes a new random secret, stores
// it and answers it. Two answers with the same secret, matching the stored one, mean one run.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface PostOptions {
  cookie?: string;
  key?: string;
  ip?: string;
}

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

async function post(path: string, form: Record<string, string>, options: PostOptions = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}?v=${API_VERSION}&locale=en`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.key !== undefined ? { 'idempotency-key': options.key } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
  // Restore sends its link after the answer: wait for it before counting what the call wrote.
  await t.services.afterAnswer.settled();
  return response;
}

const replayed = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'] === 'true';
const secretOf = (response: LightMyRequestResponse) => (response.json().data as { secret: string }).secret;

async function user(uid: number) {
  const [row] = await t.services.db.select().from(schema.users).where(eq(schema.users.id, uid));
  return row!;
}

async function storedKeys(key: string) {
  return t.services.db
    .select()
    .from(schema.idempotencyRequests)
    .where(eq(schema.idempotencyRequests.key, key));
}

const newPlayer = () => registerPlayer(t.app, {}, { remoteAddress: uniqueIp() });

describe('the same key with the same request', () => {
  it('replays the stored answer, and the handler runs once', async () => {
    const player = await newPlayer();
    const key = newKey();
    const first = await post('account/changeTwoFactorAuth', {}, { cookie: player.cookie, key });
    expect(first.statusCode).toBe(200);
    expect(replayed(first)).toBe(false);
    const secret = secretOf(first);

    const second = await post('account/changeTwoFactorAuth', {}, { cookie: player.cookie, key });
    expect(second.statusCode).toBe(200);
    expect(replayed(second)).toBe(true);
    expect(second.body).toBe(first.body);
    expect((await user(player.uid)).twoFactorSecret).toBe(secret);

    // The control: without the key, the same call does run again.
    const third = await post('account/changeTwoFactorAuth', {}, { cookie: player.cookie });
    expect(replayed(third)).toBe(false);
    expect(secretOf(third)).not.toBe(secret);
    expect((await user(player.uid)).twoFactorSecret).toBe(secretOf(third));
  });

  it("replays a guest's call from the same IP, and runs it again from another IP", async () => {
    const player = await newPlayer();
    const key = newKey();
    const [ipA, ipB] = [uniqueIp(), uniqueIp()];
    const restore = (ip: string) => post('auth/restore', { login: player.login }, { key, ip });
    const count = async () => {
      const counts = await tableCounts(t.services.db);
      return { outbox: counts.outbox_messages, tokens: counts.password_reset_tokens };
    };

    const start = await count();
    const first = await restore(ipA);
    expect(first.statusCode).toBe(200);
    expect(await count()).toEqual({ outbox: start.outbox! + 1, tokens: start.tokens! + 1 });

    const again = await restore(ipA);
    expect(replayed(again)).toBe(true);
    expect(again.body).toBe(first.body);
    expect(await count()).toEqual({ outbox: start.outbox! + 1, tokens: start.tokens! + 1 });

    const otherGuest = await restore(ipB);
    expect(otherGuest.statusCode).toBe(200);
    expect(replayed(otherGuest)).toBe(false);
    expect(await count()).toEqual({ outbox: start.outbox! + 2, tokens: start.tokens! + 2 });
  });
});

describe('the same key with another request', () => {
  it('is refused with IDEMPOTENCY_KEY_REUSED, and nothing runs', async () => {
    const player = await newPlayer();
    const key = newKey();
    const first = await post(
      'account/changefakename',
      { fakename: 'Alpha1' },
      { cookie: player.cookie, key },
    );
    expect(first.statusCode).toBe(200);

    const before = await databaseState(t.services.db);
    const other = await post(
      'account/changefakename',
      { fakename: 'Bravo2' },
      { cookie: player.cookie, key },
    );
    const error = expectRefusal(other);
    expect(error).toMatchObject({ type: 'InvalidRequestException', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(replayed(other)).toBe(false);
    expect(await databaseState(t.services.db)).toEqual(before);
    expect((await user(player.uid)).fakename).toBe('Alpha1');
  });

  it('is refused when the same body goes to another method', async () => {
    const player = await newPlayer();
    const key = newKey();
    const body = { locale: 'fr' };
    expect((await post('account/changelocale', body, { cookie: player.cookie, key })).statusCode).toBe(200);
    // saveProfileInfo ignores `locale`, so only the method differs.
    const other = await post('account/saveProfileInfo', body, { cookie: player.cookie, key });
    expect(expectRefusal(other).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('20 parallel calls with the same key', () => {
  it('run the handler exactly once; the others replay or are told to retry', async () => {
    const player = await newPlayer();
    const key = newKey();
    const begin = vi.spyOn(t.services.twoFactor, 'begin');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('account/changeTwoFactorAuth', {}, { cookie: player.cookie, key }),
      ),
    );

    expect(begin).toHaveBeenCalledTimes(1);
    const ran = responses.filter((r) => r.statusCode === 200 && !replayed(r));
    expect(ran).toHaveLength(1);
    const secret = secretOf(ran[0]!);
    for (const response of responses) {
      if (response.statusCode === 200) {
        expect(secretOf(response)).toBe(secret);
      } else {
        const error = expectRefusal(response);
        expect(response.statusCode).toBe(429);
        expect(response.headers['retry-after']).toBe('1');
        expect(error).toMatchObject({ type: 'TooManyRequestsException', code: 'IDEMPOTENCY_IN_PROGRESS' });
      }
    }
    expect((await user(player.uid)).twoFactorSecret).toBe(secret);
    expect(await storedKeys(key)).toEqual([
      expect.objectContaining({ scope: `user:${player.uid}`, state: 'done', responseStatus: 200 }),
    ]);
  });

  it('while the first is still running, the others get 429 IDEMPOTENCY_IN_PROGRESS', async () => {
    const player = await newPlayer();
    const key = newKey();
    const twoFactor = t.services.twoFactor;
    const original = twoFactor.begin.bind(twoFactor);
    let entered!: () => void;
    let release!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const begin = vi.spyOn(twoFactor, 'begin').mockImplementation(async (u) => {
      entered();
      await gate;
      return original(u);
    });
    const call = () => post('account/changeTwoFactorAuth', {}, { cookie: player.cookie, key });

    const first = call();
    await inHandler;
    const others = await Promise.all(Array.from({ length: 19 }, call));
    release();
    const answer = await first;

    expect(begin).toHaveBeenCalledTimes(1);
    expect(answer.statusCode).toBe(200);
    for (const response of others) {
      expect(response.statusCode).toBe(429);
      expect(expectRefusal(response).code).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    // Once the first has finished, a retry is a replay of its answer.
    const retry = await call();
    expect(replayed(retry)).toBe(true);
    expect(retry.body).toBe(answer.body);
    expect((await user(player.uid)).twoFactorSecret).toBe(secretOf(answer));
  });
});

describe('a malformed key', () => {
  it.each([
    ['with a space', 'my key'],
    ['with a tab', 'my\tkey'],
    ['empty', ''],
    ['of 129 characters', 'k'.repeat(129)],
  ])('%s is refused with 400, and nothing runs', async (_name, key) => {
    const player = await newPlayer();
    const before = await databaseState(t.services.db);
    const response = await post(
      'account/changefakename',
      { fakename: 'Charlie3' },
      { cookie: player.cookie, key },
    );
    expect(response.statusCode).toBe(400);
    expect(expectRefusal(response)).toMatchObject({
      type: 'InvalidRequestException',
      code: 'BAD_IDEMPOTENCY_KEY',
    });
    expect(await databaseState(t.services.db)).toEqual(before);
  });

  it('of 128 visible characters is accepted', async () => {
    const player = await newPlayer();
    const key = `${'k'.repeat(120)}!~#$%&*+`;
    expect(key).toHaveLength(128);
    const response = await post(
      'account/changefakename',
      { fakename: 'Delta4' },
      { cookie: player.cookie, key },
    );
    expect(response.statusCode).toBe(200);
    expect(await storedKeys(key)).toHaveLength(1);
  });
});

describe('keys are scoped per caller', () => {
  it('two players may use the same key, each getting their own run', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const key = newKey();
    const forA = await post('account/changeTwoFactorAuth', {}, { cookie: a.cookie, key });
    const forB = await post('account/changeTwoFactorAuth', {}, { cookie: b.cookie, key });
    expect([forA.statusCode, forB.statusCode]).toEqual([200, 200]);
    expect([replayed(forA), replayed(forB)]).toEqual([false, false]);
    expect(secretOf(forA)).not.toBe(secretOf(forB));
    expect((await user(a.uid)).twoFactorSecret).toBe(secretOf(forA));
    expect((await user(b.uid)).twoFactorSecret).toBe(secretOf(forB));
    const rows = await storedKeys(key);
    expect(rows.map((r) => r.scope).sort()).toEqual([`user:${a.uid}`, `user:${b.uid}`].sort());
  });
});

describe('refusals and failures', () => {
  it('a 4xx answer is stored and replayed, even once a new run would answer differently', async () => {
    const player = await newPlayer();
    const key = newKey();
    // Confirming before starting the set-up is refused...
    const first = await post(
      'account/confirmTwoFactorAuth',
      { code: '123456' },
      { cookie: player.cookie, key },
    );
    expect(expectRefusal(first).code).toBe('TWO_FACTOR_NOT_STARTED');
    // ...then the set-up starts, so a new run would now check the code instead.
    expect((await post('account/changeTwoFactorAuth', {}, { cookie: player.cookie })).statusCode).toBe(200);

    const again = await post(
      'account/confirmTwoFactorAuth',
      { code: '123456' },
      { cookie: player.cookie, key },
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(replayed(again)).toBe(true);
    expect(again.body).toBe(first.body);
    expect(await storedKeys(key)).toEqual([expect.objectContaining({ state: 'done', responseStatus: 400 })]);
  });

  it('a 5xx answer is not stored: the retry with the same key runs', async () => {
    const player = await newPlayer();
    const key = newKey();
    vi.spyOn(t.services.accounts, 'changeFakename').mockRejectedValueOnce(new Error('database went away'));
    const crashed = await post(
      'account/changefakename',
      { fakename: 'Echo55' },
      { cookie: player.cookie, key },
    );
    expect(crashed.statusCode).toBe(500);
    expect(crashed.json().error.type).toBe('InternalServerErrorException');
    expect(await storedKeys(key)).toEqual([]);

    const retry = await post(
      'account/changefakename',
      { fakename: 'Echo55' },
      { cookie: player.cookie, key },
    );
    expect(retry.statusCode).toBe(200);
    expect(replayed(retry)).toBe(false);
    expect((await user(player.uid)).fakename).toBe('Echo55');
  });

  it('input refused by validation does not use up the key', async () => {
    const player = await newPlayer();
    const key = newKey();
    const bad = await post('account/changefakename', { fakename: 'x' }, { cookie: player.cookie, key });
    expect(expectRefusal(bad).type).toBe('InvalidParameterException');
    expect(await storedKeys(key)).toEqual([]);
  });
});

describe('where the key does not apply', () => {
  it('methods marked idempotent: false (log-in) run every time', async () => {
    const player = await newPlayer();
    const key = newKey();
    const form = { login: player.login, password: player.password };
    const first = await post('auth/login', form, { key, ip: uniqueIp() });
    const second = await post('auth/login', form, { key, ip: uniqueIp() });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(replayed(second)).toBe(false);
    const sid = (r: LightMyRequestResponse) => r.cookies.find((c) => c.name === 'sid')?.value;
    expect(sid(first)).toBeDefined();
    expect(sid(second)).not.toBe(sid(first));
    expect(await storedKeys(key)).toEqual([]);
  });

  it('GET calls ignore it', async () => {
    const player = await newPlayer();
    const key = newKey();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/account/getInfo?v=${API_VERSION}`,
      headers: { cookie: player.cookie, 'idempotency-key': key },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedKeys(key)).toEqual([]);
    expect(
      await t.services.db
        .select()
        .from(schema.idempotencyRequests)
        .where(and(eq(schema.idempotencyRequests.scope, `user:${player.uid}`))),
    ).toEqual([]);
  });
});
