import { schema } from '@jeton/db';
import { SESSION_COOKIE_NAME } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallOptions,
  callApi,
  createTestApp,
  registerPlayer,
  type TestApp,
  uniqueIp,
} from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { tableCounts } from '../../testing/tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let serial = 0;
const newEmail = () => `reg${++serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** auth/register from an address of its own (the method allows 10 calls a minute per address). */
function register(params: Record<string, string | number | boolean | undefined>, options: CallOptions = {}) {
  return callApi(t.app, 'POST', 'auth/register', params, { remoteAddress: uniqueIp(), ...options });
}

const valid = () => ({ login: newEmail(), password: 'secret12', currency: 'EUR', terms: 1 });

async function userByLogin(login: string) {
  const [user] = await t.services.db.select().from(schema.users).where(eq(schema.users.login, login));
  return user;
}

describe('auth/register', () => {
  it('answers the full account info of the new player, logged in', async () => {
    const login = newEmail();
    const result = await register({
      login,
      password: 'secret12',
      currency: 'EUR',
      fakename: 'LuckyStar',
      terms: 1,
      notify: 1,
    });
    const info = dataOf(result);
    expect(info).toEqual({
      uid: expect.any(Number),
      reg_time: t.clock.now().toISOString(),
      login,
      fakename: 'LuckyStar',
      is_subscribed: true,
      balance_main: { amount: 0, currency: 'EUR' },
      balance_bonus: { amount: 0, currency: 'EUR' },
      balance_betting_bonus: { amount: 0, currency: 'EUR' },
      balance_fun: { amount: 0, currency: 'EUR' },
      is_on_verification: false,
      is_verified: false,
      is_kyc_block_enabled: false,
      is_registration_completed: true,
      country_code: '',
      locale: 'en',
      two_factor_auth: false,
      currency: 'EUR',
    });
    expect(info.uid as number).toBeGreaterThan(0);

    // The same player reads back through the session the answer set.
    const again = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: result.sessionCookie });
    expect(dataOf(again)).toEqual(info);
  });

  it('sets the session cookie: httpOnly, SameSite=Lax, whole site, until the absolute timeout', async () => {
    const result = await register(valid());
    const cookie = result.response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!;
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.secure).toBeFalsy();
    // Expires has whole seconds; the test clock stands on a whole second.
    expect((cookie.expires as Date).getTime()).toBe(
      t.clock.now().getTime() + t.services.config.session.absoluteTimeoutMs,
    );
  });

  it('stores an email login in lower case, with its contact and an empty profile', async () => {
    const login = newEmail();
    const result = await register({ ...valid(), login: ` ${login.toUpperCase()} `, notify: 'on' });
    expect(dataOf(result)).toMatchObject({ login, is_subscribed: true });
    const user = await userByLogin(login);
    expect(user).toMatchObject({ login, email: login, phone: null, emailSubscribed: true, currency: 'EUR' });
    const profiles = await t.services.db
      .select()
      .from(schema.userProfiles)
      .where(eq(schema.userProfiles.userId, user!.id));
    expect(profiles).toHaveLength(1);
  });

  it('takes a phone login without its leading plus, and shows it with one', async () => {
    const digits = `336${String(10_000_000 + serial++).slice(-8)}`;
    const result = await register({
      ...valid(),
      login: `+${digits.slice(0, 2)} ${digits.slice(2)}`,
      notify: 1,
    });
    const info = dataOf(result);
    expect(info).toMatchObject({ login: `+${digits}`, is_subscribed: false });
    expect(await userByLogin(digits)).toMatchObject({
      login: digits,
      phone: digits,
      email: null,
      phoneSubscribed: true,
      emailSubscribed: false,
    });
    const profile = await callApi(
      t.app,
      'GET',
      'account/getprofileinfo',
      { fields: 'contacts' },
      { cookie: result.sessionCookie },
    );
    expect(dataOf<{ contacts: unknown }>(profile).contacts).toMatchObject({
      email: { value: '' },
      phone: { value: `+${digits}`, is_subscribed: true, is_confirmed: false },
    });
  });

  it('keeps the promo code and leaves the subscription off without notify', async () => {
    const form = { ...valid(), promo_code: ' WELCOME100 ' };
    const info = dataOf(await register(form));
    expect(info).toMatchObject({ is_subscribed: false, fakename: '' });
    expect(await userByLogin(form.login)).toMatchObject({
      registrationPromoCode: 'WELCOME100',
      emailSubscribed: false,
    });
  });

  it('registers in the locale of the call', async () => {
    const form = valid();
    expect(dataOf(await register(form, { locale: 'fr' }))).toMatchObject({ locale: 'fr' });
    expect(await userByLogin(form.login)).toMatchObject({ locale: 'fr' });
  });

  it('accepts multipart form data too', async () => {
    const login = newEmail();
    const boundary = '----jeton-test';
    const fields = { login, password: 'secret12', currency: 'USD', terms: '1' };
    const payload = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register?v=2.34&locale=en',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ login, currency: 'USD' });
  });

  it('ends the session of a player who registers another account', async () => {
    const first = await registerPlayer(t.app);
    const second = await register(valid(), { cookie: first.cookie });
    dataOf(second);
    expect(second.sessionCookie).not.toBe(first.cookie);
    const old = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: first.cookie });
    expect(dataOf(old)).toMatchObject({ uid: 0 });
  });

  describe('a login already registered', () => {
    it('is refused with a field error, in the locale of the call, writing nothing', async () => {
      const player = await registerPlayer(t.app);
      const before = await tableCounts(t.services.db);
      expectFieldErrors(await register({ ...valid(), login: player.login.toUpperCase() }), {
        login: 'This login is already registered',
      });
      expectFieldErrors(await register({ ...valid(), login: player.login }, { locale: 'fr' }), {
        login: 'Cet identifiant est déjà enregistré',
      });
      expect(await tableCounts(t.services.db)).toEqual(before);
    });

    it('is the same phone number however it is written', async () => {
      const phone = '+44 7700 900123';
      await registerPlayer(t.app, { login: phone });
      expectFieldErrors(await register({ ...valid(), login: '447700900123' }), {
        login: 'This login is already registered',
      });
    });
  });

  describe('bad input', () => {
    const long = (n: number) => 'x'.repeat(n);
    it.each<[string, Record<string, string | number>, Record<string, string>]>([
      [
        'nothing at all',
        {},
        {
          login: 'Field is required',
          password: 'Field is required',
          currency: 'Field is required',
          terms: 'Field is required',
        },
      ],
      ['an email without domain', { login: 'player@' }, { login: 'Wrong email address' }],
      ['a login neither email nor phone', { login: 'player' }, { login: 'Wrong phone number' }],
      ['an empty login', { login: '' }, { login: 'Field is required' }],
      ['an oversized login', { login: `${long(300)}@example.com` }, { login: 'Max length is 255' }],
      ['a short password', { password: 'abc' }, { password: 'Min length is 6' }],
      ['a long password', { password: long(21) }, { password: 'Max length is 20' }],
      [
        'a password with a space',
        { password: 'secret 12' },
        { password: 'Wrong password: space not allowed' },
      ],
      ['a password with accents', { password: 'sécrét12' }, { password: 'Wrong password: é not allowed' }],
      ['an unknown currency', { currency: 'XYZ' }, { currency: 'Choose one of the options' }],
      ['a short fake name', { fakename: 'abc' }, { fakename: 'Min length is 4' }],
      ['a fake name with a space', { fakename: 'Lucky Joe' }, { fakename: 'Wrong fake name' }],
      ['a fake name with a symbol', { fakename: 'Lucky#Joe' }, { fakename: 'Wrong fake name' }],
      ['an oversized fake name', { fakename: long(33) }, { fakename: 'Max length is 32' }],
      ['an oversized promo code', { promo_code: long(65) }, { promo_code: 'Max length is 64' }],
      ['terms refused', { terms: 0 }, { terms: 'Field is required' }],
      ['terms not a boolean', { terms: 'maybe' }, { terms: 'Wrong value' }],
      ['notify not a boolean', { notify: 'perhaps' }, { notify: 'Wrong value' }],
      ['a login as a list', { 'login[]': 'a@example.com' }, { login: 'Wrong value' }],
      ['a password as an object', { 'password[x]': 'secret12' }, { password: 'Wrong value' }],
    ])('refuses %s with field errors and writes nothing', async (_name, changes, fields) => {
      const form: Record<string, string | number | undefined> =
        Object.keys(changes).length === 0 ? {} : { ...valid() };
      for (const key of Object.keys(changes)) delete form[key.replace(/\[.*$/, '')];
      Object.assign(form, changes);
      const before = await tableCounts(t.services.db);
      expectFieldErrors(await register(form), fields);
      expect(await tableCounts(t.services.db)).toEqual(before);
    });

    it.each<[Record<string, string | number>, Record<string, string>]>([
      [
        {},
        {
          login: 'Champ obligatoire',
          password: 'Champ obligatoire',
          currency: 'Champ obligatoire',
          terms: 'Champ obligatoire',
        },
      ],
      [{ login: 'player@' }, { login: 'Adresse e-mail incorrecte' }],
      [{ login: 'player' }, { login: 'Numéro de téléphone incorrect' }],
      [{ password: 'secret 12' }, { password: 'Mot de passe incorrect : espace non autorisé(s)' }],
      [{ password: 'abc' }, { password: 'Longueur minimale : 6' }],
      [{ fakename: 'abc' }, { fakename: 'Longueur minimale : 4' }],
      [{ fakename: 'Lucky Joe' }, { fakename: 'Pseudonyme incorrect' }],
      [{ currency: 'XYZ' }, { currency: 'Choisissez une des options' }],
      [{ terms: 0 }, { terms: 'Champ obligatoire' }],
    ])('words the field errors of %j in French with locale=fr', async (changes, fields) => {
      const form = Object.keys(changes).length === 0 ? {} : { ...valid(), ...changes };
      expectFieldErrors(await register(form, { locale: 'fr' }), fields);
    });

    it('reports every wrong field at once', async () => {
      expectFieldErrors(
        await register({ login: 'player@', password: 'abc', currency: 'EUR', fakename: 'x y', terms: 0 }),
        {
          login: 'Wrong email address',
          password: 'Min length is 6',
          fakename: 'Min length is 4',
          terms: 'Field is required',
        },
      );
    });

    it('refuses a JSON body, an oversized body and a GET, writing nothing', async () => {
      const before = await tableCounts(t.services.db);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register?v=2.34&locale=en',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(valid()),
        remoteAddress: uniqueIp(),
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().error).toMatchObject({ type: 'InvalidRequestException' });

      const huge = await register({ ...valid(), promo_code: 'x'.repeat(70 * 1024) });
      expect(errorOf(huge, 'InvalidRequestException', 400).message).toBe('Request body is too large');

      const get = await callApi(t.app, 'GET', 'auth/register', valid(), { remoteAddress: uniqueIp() });
      expect(errorOf(get, 'InvalidRequestException', 400).code).toBe('METHOD_NOT_ALLOWED');
      expect(await tableCounts(t.services.db)).toEqual(before);
    });

    it('refuses bodies beyond the parsing limits (depth 5, 20 array items) as malformed', async () => {
      const before = await tableCounts(t.services.db);
      const deep = await register({ ...valid(), 'promo_code[a][b][c][d][e][f]': 'x' });
      expect(errorOf(deep, 'InvalidRequestException', 400).code).toBe('MALFORMED_BODY');
      const items = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`notify[${i}]`, '1']));
      const long = await register({ ...valid(), ...items });
      expect(errorOf(long, 'InvalidRequestException', 400).code).toBe('MALFORMED_BODY');
      expect(await tableCounts(t.services.db)).toEqual(before);
    });

    it('refuses a registration posted from another site', async () => {
      const before = await tableCounts(t.services.db);
      const result = await register(valid(), { headers: { origin: 'https://evil.example' } });
      expect(errorOf(result, 'AccessDeniedException', 403).code).toBe('CROSS_ORIGIN');
      expect(await tableCounts(t.services.db)).toEqual(before);
    });

    it('refuses an unsupported API version or locale', async () => {
      expect(errorOf(await register(valid(), { version: '1.0' }), 'InvalidRequestException', 400).code).toBe(
        'UNSUPPORTED_VERSION',
      );
      expect(errorOf(await register(valid(), { locale: 'de' }), 'InvalidRequestException', 400).code).toBe(
        'UNSUPPORTED_LOCALE',
      );
    });
  });

  it('allows 10 registrations a minute from one address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const refused = await register({}, { remoteAddress: ip });
      expect(refused.status).toBe(400);
    }
    const limited = await register(valid(), { remoteAddress: ip });
    expect(errorOf(limited, 'TooManyRequestsException', 429).code).toBe('RATE_LIMITED');
    dataOf(await register(valid()));
  });
});
