import { API_VERSION, AppError } from '@jeton/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../../web/app/api/client.js';
import { getContentConfig } from '../../../web/app/api/content-config.js';
import { callApi, createTestApp, registerPlayer, type TestApp, uniqueIp } from '../testing/app.js';
import { inProcessFetch } from './in-process-fetch.js';

// The SSR transport: the web app's API client through inProcessFetch must get what it gets over
// HTTP (same envelope, status, headers, session), counted on the player's IP, and stop on abort.

const ORIGIN = 'http://127.0.0.1:3000';

describe('inProcessFetch on the whole app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_IP_PER_MINUTE: '3' });
  });
  afterAll(() => t?.close());

  const pageRequest = (cookie?: string) =>
    new Request('http://localhost:3000/gamehall', cookie ? { headers: { cookie } } : {});

  it('forwards the cookie: the player gets their own account, as over HTTP', async () => {
    const player = await registerPlayer(t.app);
    const ip = uniqueIp();
    const overHttp = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie });
    const inProcess = await apiCall(
      'account',
      'getInfo',
      {},
      {
        request: pageRequest(player.cookie),
        origin: ORIGIN,
        fetch: inProcessFetch(t.app, { ip }),
      },
    );
    expect(inProcess).toEqual(overHttp.body.data);
    expect((inProcess as { login: string }).login).toBe(player.login);
  });

  it('answers the same error envelope, rebuilt as the same AppError', async () => {
    const fetch = inProcessFetch(t.app, { ip: uniqueIp() });
    const raw = await fetch(`${ORIGIN}/api/games/addLike?v=${API_VERSION}&locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'sysname=x',
    });
    const overHttp = await callApi(
      t.app,
      'POST',
      'games/addLike',
      { sysname: 'x' },
      { remoteAddress: uniqueIp() },
    );
    expect(raw.status).toBe(overHttp.status);
    expect(raw.headers.get('content-type')).toContain('application/json');
    expect(raw.headers.get('x-request-id')).toBeTruthy();
    expect(await raw.json()).toEqual(overHttp.body);

    const error = await apiCall(
      'games',
      'addLike',
      { sysname: 'x' },
      {
        httpMethod: 'POST',
        origin: ORIGIN,
        fetch,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).type).toBe('AuthorizationException');
    expect((error as AppError).code).toBe('NOT_LOGGED_IN');
  });

  it('counts the calls on the player IP, not on the server', async () => {
    const first = inProcessFetch(t.app, { ip: uniqueIp() });
    const second = inProcessFetch(t.app, { ip: uniqueIp() });
    const call = (fetch: typeof first) =>
      apiCall('metadata', 'getgeneralinfo', {}, { origin: ORIGIN, fetch }).then(
        () => 'ok',
        (e: AppError) => e.type,
      );
    // The budget is 3 a minute per IP: the first player spends it, the second is untouched.
    expect([await call(first), await call(first), await call(first)]).toEqual(['ok', 'ok', 'ok']);
    expect(await call(first)).toBe('TooManyRequestsException');
    expect(await call(second)).toBe('ok');
  });

  it('reaches the content configuration route', async () => {
    const config = await getContentConfig('fr', {
      origin: ORIGIN,
      fetch: inProcessFetch(t.app, { ip: uniqueIp() }),
    });
    expect(config.site).toBeTruthy();
  });
});

describe('inProcessFetch mechanics', () => {
  let app: FastifyInstance;
  let release: () => void = () => undefined;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.get('/slow', () => new Promise((resolve) => (release = () => resolve({ data: 'late' }))));
    app.post('/echo', async (request) => ({
      data: { body: request.body, ip: request.ip, url: request.url },
    }));
    app.get('/empty', async (_request, reply) => reply.code(204).send());
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_r, body, done) => done(null, body));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the method, body and path with query only, from the player IP', async () => {
    const fetch = inProcessFetch(app, { ip: '203.0.113.9' });
    const response = await fetch('http://elsewhere.example/echo?a=1', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { body: 'hello', ip: '203.0.113.9', url: '/echo?a=1' } });
  });

  it('gives an empty body to a 204', async () => {
    const response = await inProcessFetch(app, { ip: '203.0.113.9' })('/empty');
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('rejects with the reason when the signal aborts, as fetch does', async () => {
    const fetch = inProcessFetch(app, { ip: '203.0.113.9' });
    const controller = new AbortController();
    const pending = fetch('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    release();
    await expect(fetch('/slow', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(fetch('/slow', { signal: AbortSignal.timeout(1) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    release();
  });

  it('surfaces an abort through apiCall as the service being unreachable', async () => {
    const controller = new AbortController();
    const request = new Request('http://localhost/gamehall', { signal: controller.signal });
    // A method no schema names: the call never reaches an answer.
    const pending = apiCall(
      'x' as 'account',
      'y' as 'getInfo',
      {},
      { request, origin: 'http://127.0.0.1', fetch: inProcessFetch(app, { ip: '203.0.113.9' }) },
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ type: 'UnknownErrorException' });
  });
});
