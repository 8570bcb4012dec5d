import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { ADMIN_BUDGETS } from './routes.js';

const TOKEN = 'admin-token-for-the-tests-0123456789';

interface AdminCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  token?: string | null;
}

async function admin(app: FastifyInstance, { method = 'POST', url, body, token = TOKEN }: AdminCall) {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN: TOKEN });
});
afterAll(() => t?.close());

describe('admin API authentication', () => {
  it('refuses a call without the token, with a wrong token or another scheme', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `Basic ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/admin/settings/general_info', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.type).toBe('AuthorizationException');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('throttles guessing: an address with too many wrong tokens in a minute gets 429 (issue 13)', async () => {
    const guess = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/admin/settings/general_info',
        remoteAddress,
        headers: { authorization: `Bearer guess-${Math.random()}` },
      });
    for (let i = 0; i < ADMIN_BUDGETS.wrongTokensPerMinute; i++) {
      expect((await guess('203.0.113.50')).statusCode).toBe(401);
    }
    const throttled = await guess('203.0.113.50');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toMatchObject({ type: 'TooManyRequestsException', code: 'RATE_LIMITED' });
    expect((await guess('203.0.113.51')).statusCode).toBe(401);
  });

  it('does not exist when no token is configured', async () => {
    const off = await createTestApp();
    try {
      const response = await admin(off.app, { url: '/admin/players/1/ban' });
      expect(response.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a token too short to be safe at start', async () => {
    await expect(createTestApp({ ADMIN_TOKEN: 'short' })).rejects.toThrow(/ADMIN_TOKEN/);
  });
});

describe('admin player status', () => {
  it('bans a player, whose next call answers UserBannedException, and unbans them', async () => {
    const player = await registerPlayer(t.app);
    const banned = await admin(t.app, { url: `/admin/players/${player.uid}/ban` });
    expect(banned).toMatchObject({ status: 200, body: { data: { uid: player.uid, status: 'banned' } } });

    const refused = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie });
    expect(errorOf(refused, 'UserBannedException', 403).data).toEqual({ type: 'banned' });

    const unbanned = await admin(t.app, { url: `/admin/players/${player.uid}/unban` });
    expect(unbanned.body.data).toEqual({ uid: player.uid, status: 'active' });
    const info = dataOf(await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie }));
    expect(info.uid).toBe(player.uid);
  });

  it('keeps an account closed when a ban and an unban race its closing', async () => {
    const player = await registerPlayer(t.app);
    await admin(t.app, { url: `/admin/players/${player.uid}/ban` });
    const actions = ['unban', 'close', 'ban', 'unban', 'ban', 'unban'];
    await Promise.all(
      actions.map((action) => admin(t.app, { url: `/admin/players/${player.uid}/${action}` })),
    );
    const after = await admin(t.app, { url: `/admin/players/${player.uid}/unban` });
    expect(after.status).toBe(403);
    expect(after.body.error).toMatchObject({ code: 'ACCOUNT_CLOSED' });
  });

  it('closes an account for good: its session answers UserDeletedException, and it cannot be reopened', async () => {
    const player = await registerPlayer(t.app);
    const closed = await admin(t.app, { url: `/admin/players/${player.uid}/close` });
    expect(closed.body.data).toEqual({ uid: player.uid, status: 'deleted' });
    const refused = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie });
    errorOf(refused, 'UserDeletedException', 403);
    const login = await callApi(t.app, 'POST', 'auth/login', {
      login: player.login,
      password: player.password,
    });
    expect(login.status).toBe(401);

    for (const action of ['unban', 'ban']) {
      const response = await admin(t.app, { url: `/admin/players/${player.uid}/${action}` });
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({ type: 'UserDeletedException', code: 'ACCOUNT_CLOSED' });
    }
    errorOf(
      await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie }),
      'UserDeletedException',
      403,
    );
  });

  it('answers PLAYER_NOT_FOUND for an unknown or malformed uid', async () => {
    for (const uid of ['999999999', 'abc', '-1']) {
      const response = await admin(t.app, { url: `/admin/players/${uid}/ban` });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        type: 'InvalidParameterException',
        code: 'PLAYER_NOT_FOUND',
      });
    }
  });

  it('is a POST', async () => {
    const response = await admin(t.app, { method: 'GET', url: '/admin/players/1/ban' });
    expect(response.status).toBe(404);
  });
});

describe('admin general info', () => {
  it('changes fields over the current settings, seen at once by metadata/getgeneralinfo', async () => {
    const first = await admin(t.app, {
      method: 'PUT',
      url: '/admin/settings/general_info',
      body: { time_to_force_logout: 30 },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ time_to_force_logout: 30, domain_state: 'active' });
    // Read once more so that the settings cache holds the value the next change must replace.
    dataOf(await callApi(t.app, 'GET', 'metadata/getgeneralinfo'));

    await admin(t.app, {
      method: 'PUT',
      url: '/admin/settings/general_info',
      body: { domain_state: 'maintenance' },
    });
    const seen = dataOf(await callApi(t.app, 'GET', 'metadata/getgeneralinfo'));
    expect(seen).toMatchObject({ time_to_force_logout: 30, domain_state: 'maintenance' });

    const read = await admin(t.app, { method: 'GET', url: '/admin/settings/general_info' });
    expect(read.body.data).toEqual(seen);

    const reset = await admin(t.app, { method: 'DELETE', url: '/admin/settings/general_info' });
    expect(reset.body.data).toMatchObject({ time_to_force_logout: 1800, domain_state: 'active' });
    expect(dataOf(await callApi(t.app, 'GET', 'metadata/getgeneralinfo'))).toMatchObject({
      time_to_force_logout: 1800,
      domain_state: 'active',
    });
  });

  it('refuses wrong values and unknown fields, naming each, and changes nothing', async () => {
    const response = await admin(t.app, {
      method: 'PUT',
      url: '/admin/settings/general_info',
      body: { domain_state: 'closed', time_to_force_logout: -1, surprise: true },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.data.fields).sort()).toEqual([
      'domain_state',
      'surprise',
      'time_to_force_logout',
    ]);
    expect(dataOf(await callApi(t.app, 'GET', 'metadata/getgeneralinfo')).domain_state).toBe('active');
  });

  it('refuses text no field may hold (decision 0085), naming the field, and changes nothing', async () => {
    const response = await admin(t.app, {
      method: 'PUT',
      url: '/admin/settings/general_info',
      body: { analytic: { gtm: 'GTM-1\u0000' }, domain_state: 'maintenance' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.data.fields).toEqual({
      'analytic.gtm': 'Remove the invisible control characters from this text',
    });
    expect(dataOf(await callApi(t.app, 'GET', 'metadata/getgeneralinfo')).domain_state).toBe('active');
  });

  it('refuses a default currency that is not available', async () => {
    const response = await admin(t.app, {
      method: 'PUT',
      url: '/admin/settings/general_info',
      body: { available_currencies: ['EUR'], default_currency: 'USD' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.data.fields).toEqual({
      default_currency: 'Must be one of available_currencies',
    });
  });

  it('refuses malformed JSON and bodies that are not JSON', async () => {
    const malformed = await admin(t.app, {
      method: 'PUT',
      url: '/admin/settings/general_info',
      body: '{"a":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('MALFORMED_BODY');
    const form = await t.app.inject({
      method: 'PUT',
      url: '/admin/settings/general_info',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'domain_state=maintenance',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().error.code).toBe('UNSUPPORTED_CONTENT_TYPE');
    expect(dataOf(await callApi(t.app, 'GET', 'metadata/getgeneralinfo')).domain_state).toBe('active');
  });
});
