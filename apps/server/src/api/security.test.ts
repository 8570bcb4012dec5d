import { API_VERSION } from '@jeton/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allApiMethods } from '../testing/api-methods.js';
import {
  callApi,
  createTestApp,
  registerPlayer,
  registerWithCode,
  type TestApp,
  uniqueIp,
} from '../testing/app.js';
import { expectRefusal } from '../testing/expect-api.js';
import { REDIS_TEST_URL, redisAnswers } from '../testing/redis.js';
import { databaseState } from '../testing/tables.js';

const API_METHODS = await allApiMethods();

// Security headers, request ids, refusal of cross-origin writes, and the rate limits.

const QUERY = `v=${API_VERSION}&locale=en`;
const PUBLIC_ORIGIN = 'http://localhost:3000';
const ALLOWED_ORIGIN = 'https://m.jeton.example';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PUBLIC_ORIGIN, ALLOWED_ORIGINS: ` ${ALLOWED_ORIGIN} ,` });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: uniqueIp() });

function postForm(
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}?${QUERY}`,
    remoteAddress: uniqueIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('security headers', () => {
  function expectHelmetHeaders(response: LightMyRequestResponse) {
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
      'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  }
  function expectApiHeaders(response: LightMyRequestResponse) {
    expectHelmetHeaders(response);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
  }

  it('are on an API answer', async () => {
    const response = await get(`/api/account/getInfo?${QUERY}`);
    expect(response.statusCode).toBe(200);
    expectApiHeaders(response);
  });

  it.each<[string, InjectOptions]>([
    ['an unknown method', { method: 'GET', url: `/api/account/nope?${QUERY}` }],
    ['bad input', { method: 'GET', url: `/api/account/getInfo?v=1.0` }],
    [
      'a refused cross-origin POST',
      {
        method: 'POST',
        url: `/api/account/changelocale?${QUERY}`,
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'locale=fr',
      },
    ],
    ['the OpenAPI document', { method: 'GET', url: '/api/docs' }],
  ])('are on %s', async (_name, request) => {
    const response = await t.app.inject({ ...request, remoteAddress: uniqueIp() });
    expectApiHeaders(response);
  });

  it('are on an answer to a URL the router cannot decode', async () => {
    const response = await get(`/api/account/%E0%A4%A?${QUERY}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('outside the API, helmet headers without the API policy', async () => {
    const response = await get('/healthz');
    expectHelmetHeaders(response);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('the session cookie is httpOnly, SameSite=Lax and for the whole site', async () => {
    const result = await registerWithCode(
      t.app,
      { login: `cookie-${Date.now()}@example.com`, password: 'secret12', currency: 'EUR', terms: 1 },
      { remoteAddress: uniqueIp() },
    );
    const sid = result.response.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // PUBLIC_URL is http here; the https case is checked with the per-account app below.
    expect(sid?.secure).toBeFalsy();
  });
});

describe('request ids', () => {
  it.each(['abcdefgh', 'req-123.abc_DEF', 'a'.repeat(64)])('echoes a valid incoming id (%s)', async (id) => {
    const response = await get('/healthz', { 'x-request-id': id });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'bad id here'],
    ['with markup', '<script>alert(1)</script>'],
    ['with percent-encoded CR LF', 'abc%0d%0aSet-Cookie:x'],
  ])('replaces an incoming id %s with a UUID', async (_name, id) => {
    const response = await get(`/api/account/getInfo?${QUERY}`, { 'x-request-id': id });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('generates a different UUID for each request without one, errors included', async () => {
    const ok = await get(`/api/account/getInfo?${QUERY}`);
    const refused = await get(`/api/account/nope?${QUERY}`);
    expect(ok.headers['x-request-id']).toMatch(UUID);
    expect(refused.headers['x-request-id']).toMatch(UUID);
    expect(ok.headers['x-request-id']).not.toBe(refused.headers['x-request-id']);
  });
});

describe('cross-origin requests', () => {
  let player: { cookie: string; uid: number };
  beforeAll(async () => {
    player = await registerPlayer(t.app, { fakename: 'Original1' }, { remoteAddress: uniqueIp() });
  });

  it.each<[string, Record<string, string>]>([
    ['from another origin', { origin: 'https://evil.example' }],
    ['from a look-alike of the public origin', { origin: 'http://localhost:3000.evil.example' }],
    ['from the public host on another scheme', { origin: 'https://localhost:3000' }],
    ['from an opaque origin (Origin: null)', { origin: 'null' }],
    ['marked cross-site by Fetch Metadata, without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])(
    'a POST %s is refused with AccessDeniedException 403, and nothing is written',
    async (_name, headers) => {
      const before = await databaseState(t.services.db);
      const response = await postForm(
        'account/changefakename',
        { fakename: 'Hacked99' },
        {
          cookie: player.cookie,
          ...headers,
        },
      );
      expect(response.statusCode).toBe(403);
      expect(expectRefusal(response)).toMatchObject({ type: 'AccessDeniedException', code: 'CROSS_ORIGIN' });
      expect(await databaseState(t.services.db)).toEqual(before);
    },
  );

  it('a cross-origin log-in is refused before any credential is checked (login CSRF)', async () => {
    const before = await databaseState(t.services.db);
    const response = await postForm(
      'auth/login',
      { login: 'demo@jeton.test', password: 'wrong-password' },
      { origin: 'https://evil.example' },
    );
    expect(expectRefusal(response).type).toBe('AccessDeniedException');
    expect(response.cookies).toEqual([]);
    expect(await databaseState(t.services.db)).toEqual(before);
  });

  it.each<[string, Record<string, string>]>([
    ['from PUBLIC_URL', { origin: PUBLIC_ORIGIN }],
    ['from an origin of ALLOWED_ORIGINS', { origin: ALLOWED_ORIGIN }],
    ['from the origin of its own Host', { origin: 'http://casino.example', host: 'casino.example' }],
    ['without Origin, same-origin by Fetch Metadata', { 'sec-fetch-site': 'same-origin' }],
    ['without Origin or Fetch Metadata (not a browser)', {}],
  ])('a POST %s passes', async (_name, headers) => {
    const name = `Name${Math.random().toString(36).slice(2, 8)}`;
    const response = await postForm(
      'account/changefakename',
      { fakename: name },
      {
        cookie: player.cookie,
        ...headers,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const info = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie });
    expect(info.body.data).toMatchObject({ fakename: name });
  });

  it('another site cannot log a player out by a link or an image (GET auth/logout, issue 13)', async () => {
    const victim = await registerPlayer(t.app, {}, { remoteAddress: uniqueIp() });
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      const response = await get(`/api/Auth/logout?${QUERY}`, { ...headers, cookie: victim.cookie });
      expect(expectRefusal(response)).toMatchObject({ type: 'AccessDeniedException', code: 'CROSS_ORIGIN' });
    }
    const still = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: victim.cookie });
    expect(still.body.data).toMatchObject({ uid: victim.uid });
    // The site's own log-out goes through.
    const own = await get(`/api/auth/logout?${QUERY}`, {
      'sec-fetch-site': 'same-origin',
      cookie: victim.cookie,
    });
    expect(own.statusCode).toBe(200);
    const after = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: victim.cookie });
    expect(after.body.data).toMatchObject({ uid: 0 });
  });

  it('a cross-origin GET still answers', async () => {
    const response = await get(`/api/account/getInfo?${QUERY}`, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      cookie: player.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.uid).toBe(player.uid);
  });
});

describe('per-method rate limits', () => {
  const limited = API_METHODS.filter((m) => m.rateLimitPerMinute !== undefined);

  it('log-in has its budget of 30 a minute', () => {
    expect(limited.find((m) => m.service === 'auth' && m.method === 'login')?.rateLimitPerMinute).toBe(30);
  });

  it.each(limited.map((m) => ({ label: `${m.service}/${m.method}`, m })))(
    '$label: the call after its budget from one IP is refused with 429; other IPs and methods go on',
    async ({ m }) => {
      const ip = uniqueIp();
      const call = (from: string, path = `${m.service}/${m.method}`) =>
        t.app.inject({
          method: m.http,
          url: `/api/${path}?${QUERY}`,
          remoteAddress: from,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          ...(m.http === 'POST' ? { payload: '' } : {}),
        });
      // Empty input: refused by validation, which runs after the limit (or, for a method that needs
      // no input, such as chat/open for a guest, answered): never refused by the limit until its budget.
      const underBudget = [200, 400];
      for (let i = 0; i < m.rateLimitPerMinute!; i++) {
        const response = await call(ip);
        expect(underBudget, `call ${i + 1}`).toContain(response.statusCode);
      }
      const over = await call(ip);
      expect(over.statusCode).toBe(429);
      const error = expectRefusal(over);
      expect(error).toMatchObject({ type: 'TooManyRequestsException', code: 'RATE_LIMITED' });
      expect(error.data?.retry_after).toEqual(expect.any(Number));
      expect(underBudget).toContain((await call(uniqueIp())).statusCode);
      const otherMethod = await t.app.inject({
        method: 'GET',
        url: `/api/account/getInfo?${QUERY}`,
        remoteAddress: ip,
      });
      expect(otherMethod.statusCode).toBe(200);
    },
  );
});

describe('the per-IP rate limit', () => {
  let limitedApp: TestApp;
  beforeAll(async () => {
    limitedApp = await createTestApp({ RATE_LIMIT_PER_IP_PER_MINUTE: '5' });
  });
  afterAll(() => limitedApp?.close());

  const call = (path: string, ip: string) =>
    limitedApp.app.inject({ method: 'GET', url: `/api/${path}?${QUERY}`, remoteAddress: ip });

  it('refuses the 6th API call of a minute from one IP, whatever the first five answered', async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (const path of [
      'account/getInfo',
      'account/nope',
      'account/getBalance',
      'metadata/get',
      'account/getInfo',
    ]) {
      statuses.push((await call(path, ip)).statusCode);
    }
    expect(statuses).toEqual([200, 404, 401, 200, 200]);

    const sixth = await call('account/getInfo', ip);
    expect(sixth.statusCode).toBe(429);
    const error = expectRefusal(sixth);
    expect(error).toMatchObject({ type: 'TooManyRequestsException', code: 'RATE_LIMITED' });
    expect(error.data?.retry_after).toBeGreaterThan(0);
    expect(error.data?.retry_after).toBeLessThanOrEqual(60);
  });

  it('counts each IP apart, and leaves the health checks alone', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) await call('account/getInfo', ip);
    expect((await call('account/getInfo', ip)).statusCode).toBe(429);
    expect((await call('account/getInfo', uniqueIp())).statusCode).toBe(200);
    const health = await limitedApp.app.inject({ method: 'GET', url: '/healthz', remoteAddress: ip });
    expect(health.statusCode).toBe(200);
  });
});

describe.runIf(await redisAnswers())(
  'the per-IP rate limit with REDIS_URL (needs the machine’s Redis)',
  () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      const env = { RATE_LIMIT_PER_IP_PER_MINUTE: '5', REDIS_URL: REDIS_TEST_URL };
      [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
    });

    it('is shared by every app server: five calls spread over two servers, and the sixth is refused', async () => {
      // Redis outlives test runs: an address no earlier run can have counted this minute.
      const ip = `172.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
      const call = (app: TestApp) =>
        app.app.inject({ method: 'GET', url: `/api/account/getInfo?${QUERY}`, remoteAddress: ip });
      const statuses = [];
      for (const app of [first, second, first, second, first]) statuses.push((await call(app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const sixth = await call(second);
      expect(sixth.statusCode).toBe(429);
      expect(expectRefusal(sixth)).toMatchObject({ type: 'TooManyRequestsException', code: 'RATE_LIMITED' });
    });
  },
);

describe('the rate limits with REDIS_URL pointing at no Redis', () => {
  it('start up all the same and let calls through rather than fail them', async () => {
    // Nothing listens on port 1: start-up waits for Redis a moment, then serves.
    const app = await createTestApp({ RATE_LIMIT_PER_IP_PER_MINUTE: '2', REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ip = uniqueIp();
      for (let i = 0; i < 4; i++) {
        const response = await app.app.inject({
          method: 'GET',
          url: `/api/account/getInfo?${QUERY}`,
          remoteAddress: ip,
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the per-account rate limit', () => {
  let limitedApp: TestApp;
  beforeAll(async () => {
    limitedApp = await createTestApp({
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '5',
      PUBLIC_URL: 'https://jeton.test',
    });
  });
  afterAll(() => limitedApp?.close());

  const getInfo = (cookie: string | undefined) =>
    limitedApp.app.inject({
      method: 'GET',
      url: `/api/account/getInfo?${QUERY}`,
      remoteAddress: uniqueIp(),
      headers: cookie ? { cookie } : {},
    });

  it("counts one player's calls across IPs: the 6th is refused with 429", async () => {
    const player = await registerPlayer(limitedApp.app, {}, { remoteAddress: uniqueIp() });
    const other = await registerPlayer(limitedApp.app, {}, { remoteAddress: uniqueIp() });
    for (let i = 0; i < 5; i++) expect((await getInfo(player.cookie)).statusCode).toBe(200);

    const sixth = await getInfo(player.cookie);
    expect(sixth.statusCode).toBe(429);
    const error = expectRefusal(sixth);
    expect(error).toMatchObject({ type: 'TooManyRequestsException', code: 'RATE_LIMITED' });
    expect(error.data?.retry_after).toEqual(expect.any(Number));

    // Other players, and guests, are not held back by it.
    expect((await getInfo(other.cookie)).statusCode).toBe(200);
    expect((await getInfo(undefined)).statusCode).toBe(200);
  });

  it('behind HTTPS, the session cookie is Secure', async () => {
    const result = await registerWithCode(
      limitedApp.app,
      { login: `secure-${Date.now()}@example.com`, password: 'secret12', currency: 'EUR', terms: 1 },
      { remoteAddress: uniqueIp(), headers: { origin: 'https://jeton.test' } },
    );
    expect(result.status).toBe(200);
    expect(result.response.cookies.find((c) => c.name === 'sid')).toMatchObject({
      secure: true,
      httpOnly: true,
    });
  });
});
