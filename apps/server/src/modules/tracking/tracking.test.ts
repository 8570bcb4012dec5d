import { queryRows } from '@jeton/db';
import { SESSION_COOKIE_NAME } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { TRANSPARENT_GIF } from './hit-route.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

async function hits(where: ReturnType<typeof sql>) {
  return queryRows<{
    kind: string;
    track_id: string | null;
    referer: string | null;
    query: Record<string, string>;
    device_session: string | null;
    user_id: string | null;
  }>(
    t.database.db,
    sql`SELECT kind, track_id, referer, query, device_session, user_id FROM tracking_hits WHERE ${where}`,
  );
}

describe('the tracking image', () => {
  it('answers a 1×1 GIF no cache keeps, and records the referer and marketing query with the td_ rewrite', async () => {
    const marker = `camp-${Math.random().toString(36).slice(2)}`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/hit?track_id=td_${marker}&publisher_id=pub7&link_id=l1&goal_id=g&other=dropped`,
      headers: { referer: 'https://news.example/article' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toMatch(/no-store/);
    expect(response.rawPayload.equals(TRANSPARENT_GIF)).toBe(true);
    const [hit] = await hits(sql`track_id = ${marker}`);
    expect(hit).toMatchObject({
      kind: 'visit',
      referer: 'https://news.example/article',
      query: { track_id: marker, publisher_id: 'pub7', link_id: 'l1', goal_id: 'g' },
      user_id: null,
    });
  });

  it("ties the fraud-check hit's device session to the logged-in player", async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const session = `seon-${uid}`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/hit?kind=fraud-check&seon_session=${session}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const [hit] = await hits(sql`device_session = ${session}`);
    expect(hit?.kind).toBe('fraud-check');
    expect(Number(hit?.user_id)).toBe(uid);
    expect(await t.services.tracking.latestDeviceSession(uid)).toBe(session);
  });

  it('still answers its image to a forged session cookie or odd query, recording no player', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/hit?track_id=&track_id=forged-cookie-case&seon_session=${'x'.repeat(500)}`,
      headers: { cookie: `${SESSION_COOKIE_NAME}=${'A'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(200);
    const [hit] = await hits(sql`track_id = 'forged-cookie-case'`);
    expect(hit).toMatchObject({ user_id: null, device_session: null });
  });

  it('leaves out a query value or referer that no text may hold (decision 0085), still recording the hit', async () => {
    const marker = `ctl-${Math.random().toString(36).slice(2)}`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/hit?track_id=${marker}&utm_source=a%00b&utm_medium=c%1Bd&referer=https://x.example/%00`,
    });
    expect(response.statusCode).toBe(200);
    const [hit] = await hits(sql`track_id = ${marker}`);
    expect(hit).toMatchObject({ referer: null, query: { track_id: marker } });
  });
});

describe('attribution', () => {
  it("stores the registration's marketing parameters in its own table, the td_ form rewritten", async () => {
    const { uid } = await registerPlayer(t.app, {
      track_id: 'td_summer',
      publisher_id: 'aff-12',
      goal_id: 'reg',
      goal_entry_id: 'e-9',
      link_id: 'banner-3',
      show_popup_reg: '1',
    });
    await t.services.afterAnswer.settled();
    expect(await t.services.tracking.attributionOf(uid)).toEqual({
      track_id: 'summer',
      publisher_id: 'aff-12',
      goal_id: 'reg',
      goal_entry_id: 'e-9',
      link_id: 'banner-3',
      show_popup_reg: '1',
    });
  });

  it('stores nothing for a registration without marketing parameters', async () => {
    const { uid } = await registerPlayer(t.app);
    await t.services.afterAnswer.settled();
    expect(await t.services.tracking.attributionOf(uid)).toBeNull();
  });

  it('refuses an over-long marketing parameter as a field error, registering nobody', async () => {
    const login = `long-${Math.random().toString(36).slice(2)}@example.com`;
    const result = await callApi(t.app, 'POST', 'auth/register', {
      login,
      password: 'secret12',
      currency: 'EUR',
      terms: 1,
      track_id: 'x'.repeat(300),
    });
    errorOf(result, 'InvalidParameterException', 400);
    const rows = await queryRows(t.database.db, sql`SELECT id FROM users WHERE login = ${login}`);
    expect(rows).toHaveLength(0);
  });
});

describe('events.handle', () => {
  it("records an event with its parameters, and the caller's player", async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const name = `cta_click_${uid}`;
    const answer = await callApi(
      t.app,
      'GET',
      'events/handle',
      { event_name: name, event_params: JSON.stringify({ place: 'hero', step: 2 }) },
      { cookie },
    );
    expect(dataOf(answer)).toBe(1);
    const rows = await queryRows<{ user_id: string; event_params: unknown }>(
      t.database.db,
      sql`SELECT user_id, event_params FROM tracking_events WHERE event_name = ${name}`,
    );
    expect(rows.map((row) => ({ ...row, user_id: Number(row.user_id) }))).toEqual([
      { user_id: uid, event_params: { place: 'hero', step: 2 } },
    ]);
  });

  it.each([
    ['no name', {}],
    ['a name with spaces', { event_name: 'two words' }],
    ['params that are not JSON', { event_name: 'ok', event_params: '{nope' }],
    ['params that are a list', { event_name: 'ok', event_params: '[1,2]' }],
    ['nested params', { event_name: 'ok', event_params: '{"a":{"b":1}}' }],
    ['too long params', { event_name: 'ok', event_params: JSON.stringify({ a: 'x'.repeat(3000) }) }],
    ['params escaping a NUL', { event_name: 'ok', event_params: '{"a":"\\u0000"}' }],
    ['params escaping half a surrogate pair', { event_name: 'ok', event_params: '{"a":"\\ud800"}' }],
    ['params with a control character in a key', { event_name: 'ok', event_params: '{"\\u0007":1}' }],
  ])('refuses %s with InvalidParameter, writing nothing', async (_case, params) => {
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM tracking_events`,
    );
    errorOf(await callApi(t.app, 'GET', 'events/handle', params), 'InvalidParameterException', 400);
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM tracking_events`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
