import { schema } from '@jeton/db';
import { SESSION_COOKIE_NAME } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallOptions,
  callApi,
  createTestApp,
  registerPlayer,
  registerWithCode,
  sentRegistrationCode,
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

type Form = Record<string, string | number | boolean | undefined>;

/** Both steps of auth/register from an address of its own (the method allows 20 calls a minute per address). */
function register(params: Form, options: CallOptions = {}) {
  return registerWithCode(t.app, params, { remoteAddress: uniqueIp(), ...options });
}

/** The first step alone: the form without a code. */
function askCode(params: Form, options: CallOptions = {}) {
  return callApi(t.app, 'POST', 'auth/register', params, { remoteAddress: uniqueIp(), ...options });
}

/** The second step alone: the form with a code. */
function finish(params: Form, code: string, options: CallOptions = {}) {
  return callApi(
    t.app,
    'POST',
    'auth/register',
    { ...params, code },
    { remoteAddress: uniqueIp(), ...options },
  );
}

async function messagesTo(recipient: string, template: string) {
  return t.services.outbox.latest({ recipient, template });
}

const valid = () => ({ login: newEmail(), password: 'secret12', currency: 'EUR', terms: 1 });

async function userByLogin(login: string) {
  const [user] = await t.services.db.select().from(schema.users).where(eq(schema.users.login, login));
  return user;
}

const long = (n: number) => 'x'.repeat(n);

/** Field errors: which, in which language, all at once. */
function refusedFieldChecks() {
  it.each<[string, Record<string, string | number>, Record<string, string>]>([
    [
      'nothing at all',
      {},
      {
        login: 'Please fill in this field',
        password: 'Please fill in this field',
        currency: 'Please fill in this field',
        terms: 'Please fill in this field',
      },
    ],
    [
      'an email without domain',
      { login: 'player@' },
      { login: 'Check the email address, for example name@example.com' },
    ],
    [
      'a login neither email nor phone',
      { login: 'player' },
      { login: 'Enter your email address, or your phone number with its country code' },
    ],
    ['an empty login', { login: '' }, { login: 'Please fill in this field' }],
    [
      'an oversized login',
      { login: `${long(300)}@example.com` },
      { login: 'Use no more than 255 characters' },
    ],
    ['a short password', { password: 'abc' }, { password: 'Use at least 6 characters' }],
    ['a long password', { password: long(129) }, { password: 'Use no more than 128 characters' }],
    [
      'a password with a space',
      { password: 'secret 12' },
      { password: 'A password may hold letters, digits and symbols, but not: space' },
    ],
    [
      'a password with accents',
      { password: 'sécrét12' },
      { password: 'A password may hold letters, digits and symbols, but not: é' },
    ],
    ['an unknown currency', { currency: 'XYZ' }, { currency: 'Choose one of the options' }],
    ['a short fake name', { fakename: 'abc' }, { fakename: 'Use at least 4 characters' }],
    [
      'a fake name with a space',
      { fakename: 'Lucky Joe' },
      { fakename: 'Choose a nickname of letters and digits, without spaces' },
    ],
    [
      'a fake name with a symbol',
      { fakename: 'Lucky#Joe' },
      { fakename: 'Choose a nickname of letters and digits, without spaces' },
    ],
    ['an oversized fake name', { fakename: long(33) }, { fakename: 'Use no more than 32 characters' }],
    ['an oversized promo code', { promo_code: long(65) }, { promo_code: 'Use no more than 64 characters' }],
    ['terms refused', { terms: 0 }, { terms: 'Tick this box to go on' }],
    ['terms not a boolean', { terms: 'maybe' }, { terms: 'Check this value' }],
    ['notify not a boolean', { notify: 'perhaps' }, { notify: 'Check this value' }],
    ['a login as a list', { 'login[]': 'a@example.com' }, { login: 'Check this value' }],
    ['a password as an object', { 'password[x]': 'secret12' }, { password: 'Check this value' }],
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
        login: 'Veuillez remplir ce champ',
        password: 'Veuillez remplir ce champ',
        currency: 'Veuillez remplir ce champ',
        terms: 'Veuillez remplir ce champ',
      },
    ],
    [{ login: 'player@' }, { login: 'Vérifiez l’adresse e-mail, par exemple nom@exemple.fr' }],
    [
      { login: 'player' },
      { login: 'Saisissez votre adresse e-mail, ou votre numéro de téléphone avec l’indicatif du pays' },
    ],
    [
      { password: 'secret 12' },
      { password: 'Un mot de passe peut contenir lettres, chiffres et symboles, mais pas : espace' },
    ],
    [{ password: 'abc' }, { password: 'Saisissez au moins 6 caractères' }],
    [{ fakename: 'abc' }, { fakename: 'Saisissez au moins 4 caractères' }],
    [{ fakename: 'Lucky Joe' }, { fakename: 'Choisissez un pseudonyme en lettres et chiffres, sans espace' }],
    [{ currency: 'XYZ' }, { currency: 'Choisissez une des options' }],
    [{ terms: 0 }, { terms: 'Cochez cette case pour continuer' }],
  ])('words the field errors of %j in French with locale=fr', async (changes, fields) => {
    const form = Object.keys(changes).length === 0 ? {} : { ...valid(), ...changes };
    expectFieldErrors(await register(form, { locale: 'fr' }), fields);
  });

  it('reports every wrong field at once', async () => {
    expectFieldErrors(
      await register({ login: 'player@', password: 'abc', currency: 'EUR', fakename: 'x y', terms: 0 }),
      {
        login: 'Check the email address, for example name@example.com',
        password: 'Use at least 6 characters',
        fakename: 'Use at least 4 characters',
        terms: 'Tick this box to go on',
      },
    );
  });
}

/** Requests refused before the form is read: bodies, sites, versions. */
function refusedRequestChecks() {
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
    // A transport-level refusal: its own status, 413, with the catalogue type.
    expect(errorOf(huge, 'InvalidRequestException', 413).message).toBe('Request body is too large');

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
}

describe('auth/register', () => {
  newAccountChecks();
  registrationOptionChecks();
  registrationCodeChecks();
  refusalChecks();
});

/** The account a registration makes: its info, cookie, login and profile. */
function newAccountChecks() {
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
      phone: { value: `+${digits}`, is_subscribed: true, is_confirmed: true },
    });
  });
}

/** What the form may carry: promo code, locale, multipart; a second registration. */
function registrationOptionChecks() {
  it('keeps the promo code and leaves the subscription off without notify', async () => {
    const form = { ...valid(), promo_code: ' SPRING ' };
    const info = dataOf(await register(form));
    expect(info).toMatchObject({ is_subscribed: false, fakename: '' });
    expect(await userByLogin(form.login)).toMatchObject({
      registrationPromoCode: 'SPRING',
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
    const multipart = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register?v=2.34&locale=en',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${Object.entries(fields)
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('')}--${boundary}--\r\n`,
        remoteAddress: uniqueIp(),
      });
    const fields = { login, password: 'secret12', currency: 'USD', terms: '1' };
    expect((await multipart(fields)).statusCode).toBe(409);
    await t.services.afterAnswer.settled();
    const response = await multipart({ ...fields, code: await sentRegistrationCode(t.app, login) });
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
}

/** The code step, which tells nobody which logins exist. */
function registrationCodeChecks() {
  describe('the code sent to the login (issue 13: registration tells nobody which logins exist)', () => {
    it('is asked for first: a 409 with the timings, and the code goes to the email', async () => {
      const form = valid();
      const asked = await askCode(form);
      expect(asked.status).toBe(409);
      expect(asked.body.error).toEqual({
        type: 'UserNeedConfirmContactException',
        code: 'REGISTRATION_CODE_SENT',
        message: `We sent a code to ${form.login}. Enter it to finish your registration.`,
        data: { channel: 'email', resend_time: 60, expires_in: 900 },
      });
      expect(asked.sessionCookie).toBeUndefined();
      expect(await userByLogin(form.login)).toBeUndefined();
      const [message] = await messagesTo(form.login, 'registration_code');
      expect(message).toMatchObject({ channel: 'email', locale: 'en' });
      expect(message!.subject).toMatch(/^\d{6} is your Jeton registration code$/);
    });

    it('is asked for in French with locale=fr, and sent by SMS to a phone', async () => {
      const digits = `336${String(20_000_000 + serial++).slice(-8)}`;
      const asked = await askCode({ ...valid(), login: `+${digits}` }, { locale: 'fr' });
      expect(errorOf(asked, 'UserNeedConfirmContactException', 409)).toMatchObject({
        message: `Nous avons envoyé un code à +${digits}. Saisissez-le pour terminer votre inscription.`,
        data: { channel: 'phone' },
      });
      const [sms] = await messagesTo(`+${digits}`, 'registration_code');
      expect(sms).toMatchObject({ channel: 'sms', locale: 'fr' });
      expect(sms!.body).toMatch(/^Jeton : votre code d'inscription est \d{6}/);
    });

    it('confirms the login it was sent to', async () => {
      const form = valid();
      dataOf(await register(form));
      expect(await userByLogin(form.login)).toMatchObject({ emailConfirmed: true, phoneConfirmed: false });
    });

    it('refuses a wrong code with a field error in the locale of the call, writing no player', async () => {
      const form = valid();
      await askCode(form);
      const code = await sentRegistrationCode(t.app, form.login);
      const wrong = code === '000000' ? '111111' : '000000';
      expectFieldErrors(await finish(form, wrong), { code: 'This code is wrong or has expired' });
      expectFieldErrors(await finish(form, wrong, { locale: 'fr' }), {
        code: 'Ce code est erroné ou a expiré',
      });
      expect(await userByLogin(form.login)).toBeUndefined();
      // The right code still works within its five tries.
      dataOf(await finish(form, code));
    });

    it('is void after five tries, after 15 minutes, and once it has been used', async () => {
      const tried = valid();
      await askCode(tried);
      const code = await sentRegistrationCode(t.app, tried.login);
      for (let i = 0; i < 5; i++) await finish(tried, 'abcdef');
      expect(errorOf(await finish(tried, code), 'InvalidParameterException', 400).code).toBe(
        'REGISTRATION_CODE_INVALID',
      );

      const late = valid();
      await askCode(late);
      const lateCode = await sentRegistrationCode(t.app, late.login);
      t.clock.advance(15 * 60_000);
      expect(errorOf(await finish(late, lateCode), 'InvalidParameterException', 400).code).toBe(
        'REGISTRATION_CODE_INVALID',
      );

      const used = valid();
      await askCode(used);
      const usedCode = await sentRegistrationCode(t.app, used.login);
      dataOf(await finish(used, usedCode));
      expect(errorOf(await finish(used, usedCode), 'InvalidParameterException', 400).code).toBe(
        'REGISTRATION_CODE_INVALID',
      );
    });

    it('is sent again only after a minute, and the new code voids the old one', async () => {
      const form = valid();
      await askCode(form);
      const first = await sentRegistrationCode(t.app, form.login);
      t.clock.advance(20_000);
      const soon = await askCode(form);
      expect(soon.body.error?.data).toMatchObject({ resend_time: 40, expires_in: 880 });
      expect(await messagesTo(form.login, 'registration_code')).toHaveLength(1);
      t.clock.advance(40_000);
      await askCode(form);
      expect(await messagesTo(form.login, 'registration_code')).toHaveLength(2);
      const second = await sentRegistrationCode(t.app, form.login);
      if (second !== first) {
        expect(errorOf(await finish(form, first), 'InvalidParameterException', 400).code).toBe(
          'REGISTRATION_CODE_INVALID',
        );
      }
      dataOf(await finish(form, second));
    });
  });
}

/** Refusals: a login taken, bad input, too many calls. */
function refusalChecks() {
  describe('a login already registered', () => {
    it('answers the first step exactly as for a free login, looking nothing up before the answer', async () => {
      const player = await registerPlayer(t.app);
      const free = newEmail();
      const answers = [];
      for (const login of [player.login, free]) {
        t.clock.advance(61_000);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register?v=2.34&locale=en',
          remoteAddress: uniqueIp(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            login,
            password: 'secret12',
            currency: 'EUR',
            terms: '1',
          }).toString(),
        });
        // The look-up and the message are still to do: the answer cannot depend on them.
        expect(t.services.afterAnswer.size, login).toBe(1);
        await t.services.afterAnswer.settled();
        const body = response.json();
        body.error.message = body.error.message.replace(login, '{login}');
        answers.push({ status: response.statusCode, body, cookies: response.cookies });
      }
      expect(answers[0]).toEqual(answers[1]);
    });

    it('tells the owner instead of sending a code, and no code finishes it, in any case or locale', async () => {
      const player = await registerPlayer(t.app);
      const before = await t.services.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.login, player.login));
      const asked = await askCode({ ...valid(), login: player.login.toUpperCase() });
      expect(errorOf(asked, 'UserNeedConfirmContactException', 409).code).toBe('REGISTRATION_CODE_SENT');
      const [warning] = await messagesTo(player.login, 'registration_attempt');
      expect(warning).toMatchObject({ channel: 'email', subject: 'You already have a Jeton account' });
      expect(warning!.body).not.toMatch(/\d{6}/);
      // The code the player got at their own registration was spent; no other was sent.
      expect(await messagesTo(player.login, 'registration_code')).toHaveLength(1);
      for (const code of ['000000', '123456', '999999']) {
        expectFieldErrors(await finish({ ...valid(), login: player.login }, code), {
          code: 'This code is wrong or has expired',
        });
      }
      const after = await t.services.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.login, player.login));
      expect(after).toEqual(before);
    });

    it('is the same phone number however it is written', async () => {
      await registerPlayer(t.app, { login: '+44 7700 900123' });
      await askCode({ ...valid(), login: '447700900123' });
      expect(await messagesTo('+447700900123', 'registration_attempt')).toHaveLength(1);
      expect(await messagesTo('+447700900123', 'registration_code')).toHaveLength(1);
    });
  });

  describe('bad input', () => {
    refusedFieldChecks();
    refusedRequestChecks();
  });

  it('allows 20 calls a minute from one address: ten registrations of two steps', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      const refused = await askCode({}, { remoteAddress: ip });
      expect(refused.status).toBe(400);
    }
    const limited = await askCode(valid(), { remoteAddress: ip });
    expect(errorOf(limited, 'TooManyRequestsException', 429).code).toBe('RATE_LIMITED');
    dataOf(await register(valid()));
  });
}
