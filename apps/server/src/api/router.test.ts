import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../testing/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the API router', () => {
  it('answers a guest getInfo with uid 0', async () => {
    const result = await callApi(t.app, 'GET', 'account/getInfo');
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ uid: 0, login: '' });
  });

  it('matches service and method names without regard to case', async () => {
    const result = await callApi(t.app, 'GET', 'ACCOUNT/getinfo');
    expect(result.status).toBe(200);
  });

  it('registers, then reads the info with the session cookie', async () => {
    const player = await registerPlayer(t.app);
    const result = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie });
    expect(result.body.data).toMatchObject({ uid: player.uid, login: player.login });
  });

  it('answers an unknown method with MethodNotFoundException', async () => {
    const result = await callApi(t.app, 'GET', 'account/nope');
    expect(result.status).toBe(404);
    expect(result.body.error?.type).toBe('MethodNotFoundException');
  });

  it('refuses a wrong version', async () => {
    const result = await callApi(t.app, 'GET', 'account/getInfo', {}, { version: '3.0' });
    expect(result.status).toBe(400);
    expect(result.body.error?.type).toBe('InvalidRequestException');
  });
});
