import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { signSampleInitData } from './telegram-init-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let nextId = 700_000_000;
function sample(options: { botToken?: string; authDate?: Date; id?: number; language?: string } = {}) {
  nextId += 1;
  const id = options.id ?? nextId;
  const user = { id, username: `tg_${id}`, first_name: 'Tess', language_code: options.language ?? 'en' };
  const payload = signSampleInitData(
    user,
    options.botToken ?? t.services.config.signIn.telegram!.botToken,
    options.authDate ?? t.clock.now(),
    'promo42',
  );
  const hash = new URLSearchParams(payload).get('hash')!;
  return {
    is_tg: 1,
    id: String(id),
    username: user.username,
    hash,
    language_code: user.language_code,
    payload,
  };
}

const register = (fields: Record<string, string | number>) =>
  callApi(t.app, 'POST', 'auth/register', fields, { remoteAddress: uniqueIp() });

describe('auth/register for a mini-app start', () => {
  it('registers the Telegram user on the first visit and logs the same player in after', async () => {
    const start = sample({ language: 'fr' });
    const first = await register(start);
    const info = dataOf(first) as {
      uid: number;
      login: string;
      locale: string;
      is_registration_completed: boolean;
    };
    expect(info).toMatchObject({ login: `telegram:${start.id}`, is_registration_completed: false });
    expect(info.uid).toBeGreaterThan(0);
    expect(first.sessionCookie).toBeDefined();
    const again = await register(sample({ id: Number(start.id) }));
    expect((dataOf(again) as { uid: number }).uid).toBe(info.uid);
  });

  it('refuses init data signed with another bot token', async () => {
    const forged = sample({ botToken: '1234567:another-bots-token' });
    const answer = await register(forged);
    expect(errorOf(answer, 'AuthorizationException', 401)).toMatchObject({
      type: 'AuthorizationException',
      code: 'MINI_APP_INIT_DATA_FORGED',
    });
    expect(answer.sessionCookie).toBeUndefined();
  });

  it('refuses init data older than its lifetime', async () => {
    const old = sample({ authDate: new Date(t.clock.now().getTime() - 2 * 3600_000) });
    expect(errorOf(await register(old), 'AuthorizationException', 401)).toMatchObject({
      code: 'MINI_APP_INIT_DATA_EXPIRED',
    });
  });

  it('refuses fields that are not the signed ones, and a tampered payload', async () => {
    const start = sample();
    expect(errorOf(await register({ ...start, id: '1' }), 'AuthorizationException', 401)).toMatchObject({
      code: 'MINI_APP_INIT_DATA_MISMATCH',
    });
    const tampered = start.payload.replace(`%22id%22%3A${start.id}`, '%22id%22%3A1');
    expect(tampered).not.toBe(start.payload);
    expect(
      errorOf(await register({ ...start, id: '1', payload: tampered }), 'AuthorizationException', 401),
    ).toMatchObject({
      code: 'MINI_APP_INIT_DATA_FORGED',
    });
  });

  it('asks for the mini-app fields when is_tg is set, and the form’s otherwise', async () => {
    const required = 'Please fill in this field';
    expectFieldErrors(await register({ is_tg: 1 }), { id: required, hash: required, payload: required });
    expectFieldErrors(await register({ currency: 'EUR' }), {
      login: required,
      password: required,
      terms: required,
    });
  });
});
