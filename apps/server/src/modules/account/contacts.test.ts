import { schema } from '@jeton/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallOptions,
  callApi,
  createTestApp,
  registerUnconfirmedPlayer,
  type TestApp,
  uniqueIp,
} from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { databaseState, tableCounts } from '../../testing/tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof registerUnconfirmedPlayer>>;

/** Each call from an address of its own: the methods have per-IP budgets of their own. */
const post = (method: string, params: Record<string, string | undefined>, options: CallOptions = {}) =>
  callApi(t.app, 'POST', `account/${method}`, params, { remoteAddress: uniqueIp(), ...options });

const send = (player: Player, contact = player.login, options: CallOptions = {}) =>
  post('sendconfirmationtocontact', { contact }, { cookie: player.cookie, ...options });

const confirm = (contact: string, code: string, options: CallOptions = {}) =>
  post('confirmContact', { contact, code }, options);

async function latestMessage(recipient: string) {
  const [message] = await t.services.outbox.latest({ recipient, template: 'contact_confirmation' }, 1);
  return message!;
}

/** The code of the latest confirmation message sent to the recipient. */
async function sentCode(recipient: string): Promise<string> {
  return /\b(\d{6})\b/.exec((await latestMessage(recipient)).body)![1]!;
}

/** The token of the confirmation link in the latest message sent to the recipient. */
async function sentLinkToken(recipient: string): Promise<string> {
  const link = /https?:\/\/\S+\/confirmation\?\S+/.exec((await latestMessage(recipient)).body)![0];
  return new URL(link).searchParams.get('code')!;
}

/** A 6-digit code that is not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function contacts(player: Player) {
  const profile = await callApi(t.app, 'GET', 'account/getprofileinfo', { fields: 'contacts' }, player);
  return dataOf<{ contacts: Record<string, Record<string, unknown>> }>(profile).contacts;
}

describe('account/sendconfirmationtocontact', () => {
  sendingChecks();
  sendingRefusalChecks();
});

/** What is sent, where, and how often. */
function sendingChecks() {
  it('emails a 6-digit code and a confirmation link, keeping only a hash of the code', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    expect(dataOf(await send(player))).toEqual({ resend_time: 60, expires_in: 900 });
    const message = await latestMessage(player.login);
    expect(message).toMatchObject({
      channel: 'email',
      recipient: player.login,
      template: 'contact_confirmation',
      locale: 'en',
    });
    const code = await sentCode(player.login);
    expect(message.subject).toBe(`${code} is your Jeton confirmation code`);
    expect(message.body).toContain('valid for 15 minutes');
    const token = await sentLinkToken(player.login);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = `http://localhost:3000/confirmation?${new URLSearchParams({ contact: player.login, code: token })}`;
    expect(message.body).toContain(link);
    const [row] = await t.services.db
      .select()
      .from(schema.contactConfirmations)
      .where(eq(schema.contactConfirmations.userId, player.uid));
    expect(row).toMatchObject({ channel: 'email', contact: player.login, attempts: 0 });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.linkHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.linkHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
  });

  it("writes in the player's locale, linking to the French site", async () => {
    const player = await registerUnconfirmedPlayer(t.app, {}, { locale: 'fr' });
    dataOf(await send(player, player.login, { locale: 'en' }));
    const message = await latestMessage(player.login);
    const code = await sentCode(player.login);
    expect(message).toMatchObject({ locale: 'fr', subject: `${code} est votre code de confirmation Jeton` });
    expect(message.body).toContain('valable 15 minutes');
    expect(message.body).toContain('http://localhost:3000/fr/confirmation?contact=');
  });

  it('texts the code to a phone, without a link', async () => {
    const player = await registerUnconfirmedPlayer(t.app, { login: '+44 7700 900111' });
    dataOf(await send(player, '+447700900111'));
    const message = await latestMessage('+447700900111');
    expect(message).toMatchObject({ channel: 'sms', subject: '' });
    expect(message.body).toMatch(/^Jeton: your confirmation code is \d{6} \(valid for 15 min\)\.$/);
  });

  it('sends once a minute per contact, answering the seconds to wait', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    dataOf(await send(player));
    const first = await sentCode(player.login);
    t.clock.advance(20_000);
    const before = await databaseState(t.services.db);
    const refused = await send(player);
    const early = errorOf(refused, 'TooManyRequestsException', 429);
    expect(early).toMatchObject({ code: 'CONFIRMATION_RESEND_TOO_SOON', data: { seconds: 40 } });
    expect(refused.response.headers['retry-after']).toBe('40');
    expect(await databaseState(t.services.db)).toEqual(before);
    t.clock.advance(40_000);
    dataOf(await send(player));
    // The new code replaces the old one.
    const second = await sentCode(player.login);
    if (first !== second)
      errorOf(await confirm(player.login, first, player), 'InvalidParameterException', 400);
    expect(dataOf(await confirm(player.login, second, player))).toBe(1);
  });
}

/** Contacts refused, bad input, the daily limit, guests. */
function sendingRefusalChecks() {
  it('refuses a contact that is not the caller’s, and one already confirmed', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    expectFieldErrors(await send(player, 'someone-else@example.com'), {
      contact: 'This is not one of your contacts',
    });
    expectFieldErrors(await send(player, 'someone-else@example.com', { locale: 'fr' }), {
      contact: "Ce contact n'est pas le vôtre",
    });
    const demo = await callApi(
      t.app,
      'POST',
      'auth/login',
      { login: 'demo@jeton.test', password: 'demo1234' },
      { remoteAddress: uniqueIp() },
    );
    const already = await post(
      'sendconfirmationtocontact',
      { contact: 'demo@jeton.test' },
      { cookie: demo.sessionCookie },
    );
    expect(errorOf(already, 'InvalidRequestException', 400).code).toBe('CONTACT_ALREADY_CONFIRMED');
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['nothing', {}, { contact: 'Please fill in this field' }],
    [
      'a malformed email',
      { contact: 'player@' },
      { contact: 'Check the email address, for example name@example.com' },
    ],
    [
      'a malformed phone',
      { contact: '12' },
      { contact: 'Check the phone number: digits with the country code, for example +44 7700 900123' },
    ],
    ['a contact as a list', { 'contact[]': 'a@example.com' }, { contact: 'Check this value' }],
  ])('refuses %s with a field error, writing nothing', async (_name, form, fields) => {
    const player = await registerUnconfirmedPlayer(t.app);
    const before = await tableCounts(t.services.db);
    expectFieldErrors(await post('sendconfirmationtocontact', form, { cookie: player.cookie }), fields);
    expect(await tableCounts(t.services.db)).toEqual(before);
  });

  it('sends at most 5 codes a day to a contact, then says when to ask again', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    for (let i = 0; i < 5; i++) {
      dataOf(await send(player));
      t.clock.advance(60_000);
    }
    const waiting = () =>
      t.services.db
        .select()
        .from(schema.contactConfirmations)
        .where(eq(schema.contactConfirmations.userId, player.uid));
    const [before, counts] = [await waiting(), await tableCounts(t.services.db)];
    const refused = errorOf(await send(player), 'TooManyRequestsException', 429);
    expect(refused).toMatchObject({
      code: 'CONFIRMATION_DAILY_LIMIT',
      data: { seconds: 24 * 3600 - 5 * 60 },
    });
    expect(await waiting()).toEqual(before);
    expect(await tableCounts(t.services.db)).toEqual(counts);
    // A day after the first send, sending starts again.
    t.clock.advance(24 * 3600_000 - 5 * 60_000);
    const again = await callApi(
      t.app,
      'POST',
      'auth/login',
      { login: player.login, password: player.password },
      { remoteAddress: uniqueIp() },
    );
    const cookie = again.sessionCookie!;
    dataOf(await send({ ...player, cookie }));
    dataOf(await confirm(player.login, await sentCode(player.login), { cookie }));
  });

  it('is for logged-in players only', async () => {
    const result = await post('sendconfirmationtocontact', { contact: 'a@example.com' });
    expect(errorOf(result, 'AuthorizationException', 401).code).toBe('NOT_LOGGED_IN');
  });
}

describe('account/confirmContact', () => {
  confirmingChecks();
  codeLimitChecks();
});

/** Confirming by code and by link, and who may. */
function confirmingChecks() {
  it('confirms with the code, clears it, and getprofileinfo shows it confirmed', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    expect((await contacts(player)).email).toMatchObject({ value: player.login, is_confirmed: false });
    dataOf(await send(player));
    expect(dataOf(await confirm(player.login, await sentCode(player.login), player))).toBe(1);
    expect((await contacts(player)).email).toMatchObject({ value: player.login, is_confirmed: true });
    const rows = await t.services.db
      .select()
      .from(schema.contactConfirmations)
      .where(eq(schema.contactConfirmations.userId, player.uid));
    expect(rows).toEqual([]);
    const again = await confirm(player.login, await sentCode(player.login), player);
    expect(errorOf(again, 'InvalidRequestException', 400).code).toBe('CONTACT_ALREADY_CONFIRMED');
  });

  it("confirms by the link's token without a session, once", async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    dataOf(await send(player));
    const token = await sentLinkToken(player.login);
    expect(dataOf(await confirm(player.login.toUpperCase(), token))).toBe(1);
    expect((await contacts(player)).email!.is_confirmed).toBe(true);
    // A second click: a stranger learns nothing, the logged-in owner is told it is done.
    expect(errorOf(await confirm(player.login, token), 'InvalidRequestException', 400).code).toBe(
      'CONFIRMATION_LINK_INVALID',
    );
    const owner = await confirm(player.login, token, player);
    expect(errorOf(owner, 'InvalidRequestException', 400).code).toBe('CONTACT_ALREADY_CONFIRMED');
  });

  it('refuses a wrong or expired link token with one answer, using up none of the code’s tries', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    dataOf(await send(player));
    const token = await sentLinkToken(player.login);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const before = await databaseState(t.services.db);
    for (let i = 0; i < 6; i++) {
      const result = await confirm(player.login, forged);
      expect(errorOf(result, 'InvalidRequestException', 400).code).toBe('CONFIRMATION_LINK_INVALID');
    }
    // The same answer for a contact nobody has.
    const nobody = await confirm('nobody-here@example.com', forged);
    expect(errorOf(nobody, 'InvalidRequestException', 400).code).toBe('CONFIRMATION_LINK_INVALID');
    expect(await databaseState(t.services.db)).toEqual(before);
    t.clock.advance(15 * 60_000);
    expect(errorOf(await confirm(player.login, token), 'InvalidRequestException', 400).code).toBe(
      'CONFIRMATION_LINK_INVALID',
    );
    expect((await contacts(player)).email!.is_confirmed).toBe(false);
  });

  it('takes a typed code only from the logged-in owner: a stranger can neither guess nor use up tries', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    const stranger = await registerUnconfirmedPlayer(t.app);
    dataOf(await send(player));
    const code = await sentCode(player.login);
    const before = await databaseState(t.services.db);
    for (const options of [{}, stranger]) {
      for (const guess of [wrong(code), code]) {
        const result = await confirm(player.login, guess, options);
        expect(errorOf(result, 'AuthorizationException', 401).code).toBe('CONFIRMATION_LOGIN_REQUIRED');
      }
    }
    expect(await databaseState(t.services.db)).toEqual(before);
    expect(dataOf(await confirm(player.login, code, player))).toBe(1);
  });

  it('confirms a phone', async () => {
    const player = await registerUnconfirmedPlayer(t.app, { login: '+44 7700 900222' });
    dataOf(await send(player, '+447700900222'));
    dataOf(await confirm('+44 7700 900222', await sentCode('+447700900222'), player));
    expect((await contacts(player)).phone!.is_confirmed).toBe(true);
  });
}

/** Wrong, used-up, expired or missing codes, and bad input. */
function codeLimitChecks() {
  it('answers a wrong code with the SMS-code message on the code field, in both locales', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    dataOf(await send(player));
    const code = await sentCode(player.login);
    const en = await confirm(player.login, wrong(code), player);
    expectFieldErrors(en, { code: 'This code is wrong' });
    expect(en.body.error).toMatchObject({ code: 'CONFIRMATION_CODE_WRONG', data: { attempts_left: 4 } });
    expectFieldErrors(await confirm(player.login, wrong(code), { ...player, locale: 'fr' }), {
      code: 'Ce code est erroné',
    });
    expect((await contacts(player)).email!.is_confirmed).toBe(false);
    dataOf(await confirm(player.login, code, player));
  });

  it('voids the code after 5 tries: even the right code is refused then', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    dataOf(await send(player));
    const code = await sentCode(player.login);
    for (let i = 0; i < 5; i++)
      errorOf(await confirm(player.login, wrong(code), player), 'InvalidParameterException', 400);
    const exhausted = await confirm(player.login, code, player);
    expect(errorOf(exhausted, 'InvalidRequestException', 400)).toMatchObject({
      code: 'CONFIRMATION_ATTEMPTS_EXCEEDED',
      message: 'Too many wrong codes: ask for a new one',
    });
    expect((await contacts(player)).email!.is_confirmed).toBe(false);
    // A new code starts again.
    t.clock.advance(60_000);
    dataOf(await send(player));
    dataOf(await confirm(player.login, await sentCode(player.login), player));
  });

  it('works for 15 minutes, not longer', async () => {
    const early = await registerUnconfirmedPlayer(t.app);
    const late = await registerUnconfirmedPlayer(t.app);
    dataOf(await send(early));
    dataOf(await send(late));
    t.clock.advance(15 * 60_000 - 1);
    dataOf(await confirm(early.login, await sentCode(early.login), early));
    t.clock.advance(1);
    const expired = await confirm(late.login, await sentCode(late.login), late);
    expect(errorOf(expired, 'InvalidRequestException', 400)).toMatchObject({
      code: 'CONFIRMATION_CODE_EXPIRED',
      message: 'This code has expired: ask for a new one',
    });
  });

  it('tells the owner when no code is waiting', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    const result = await confirm(player.login, '123456', player);
    expect(errorOf(result, 'InvalidRequestException', 400).code).toBe('CONFIRMATION_CODE_NOT_SENT');
  });

  it.each<[string, Record<string, string>, Record<string, string>, Record<string, string>]>([
    [
      'nothing',
      {},
      { contact: 'Please fill in this field', code: 'Please fill in this field' },
      {
        contact: 'Veuillez remplir ce champ',
        code: 'Veuillez remplir ce champ',
      },
    ],
    [
      'a 5-digit code',
      { contact: 'a@example.com', code: '12345' },
      { code: 'Enter the 6-digit code' },
      { code: 'Saisissez le code à 6 chiffres' },
    ],
    [
      'letters in the code',
      { contact: 'a@example.com', code: '12a456' },
      { code: 'Enter the 6-digit code' },
      { code: 'Saisissez le code à 6 chiffres' },
    ],
    [
      'a malformed contact',
      { contact: 'a@', code: '123456' },
      { contact: 'Check the email address, for example name@example.com' },
      { contact: 'Vérifiez l’adresse e-mail, par exemple nom@exemple.fr' },
    ],
  ])('refuses %s with field errors, writing nothing', async (_name, form, en, fr) => {
    const before = await databaseState(t.services.db);
    expectFieldErrors(await post('confirmContact', form), en);
    expectFieldErrors(await post('confirmContact', form, { locale: 'fr' }), fr);
    expect(await databaseState(t.services.db)).toEqual(before);
  });
}

describe('account/addcontact', () => {
  it('adds an email to a phone player, unconfirmed, and it can then be confirmed', async () => {
    const player = await registerUnconfirmedPlayer(t.app, { login: '+44 7700 900333' });
    const email = `added-${player.uid}@example.com`;
    expect(dataOf(await post('addcontact', { contact: email.toUpperCase() }, player))).toBe(1);
    expect((await contacts(player)).email).toMatchObject({ value: email, is_confirmed: false });
    dataOf(await send(player, email));
    dataOf(await confirm(email, await sentCode(email), player));
    expect((await contacts(player)).email!.is_confirmed).toBe(true);
  });

  it('adds a phone with its country to an email player', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    dataOf(await post('addcontact', { contact: '+33 6 12 34 56 78', phone_country_code: 'FR' }, player));
    expect((await contacts(player)).phone).toMatchObject({
      value: '+33612345678',
      is_confirmed: false,
      phone_country_code: 'FR',
    });
  });

  it('refuses a second contact of a kind the player already has', async () => {
    const player = await registerUnconfirmedPlayer(t.app);
    const result = await post('addcontact', { contact: 'another@example.com' }, player);
    expect(errorOf(result, 'InvalidRequestException', 400).code).toBe('CONTACT_ALREADY_SET');
  });

  it("refuses another player's contact with a field error, writing nothing", async () => {
    const owner = await registerUnconfirmedPlayer(t.app);
    const player = await registerUnconfirmedPlayer(t.app, { login: '+44 7700 900444' });
    const before = await databaseState(t.services.db);
    expectFieldErrors(await post('addcontact', { contact: owner.login }, player), {
      contact: 'This email address is used by another account',
    });
    expect(await databaseState(t.services.db)).toEqual(before);
    dataOf(await post('addcontact', { contact: '+44 7700 900555', phone_country_code: 'GB' }, owner));
    const other = await registerUnconfirmedPlayer(t.app);
    expectFieldErrors(
      await post(
        'addcontact',
        { contact: '+447700900555', phone_country_code: 'GB' },
        { cookie: other.cookie, locale: 'fr' },
      ),
      { contact: 'Ce numéro de téléphone est utilisé par un autre compte' },
    );
    expect((await contacts(player)).email!.value).toBe('');
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['nothing', {}, { contact: 'Please fill in this field' }],
    [
      'a malformed email',
      { contact: 'x@y' },
      { contact: 'Check the email address, for example name@example.com' },
    ],
    [
      'a phone without its country',
      { contact: '+33612345679' },
      { phone_country_code: 'Please fill in this field' },
    ],
    [
      'a phone with an unknown country',
      { contact: '+33612345679', phone_country_code: 'ZZ' },
      { phone_country_code: 'Choose one of the options' },
    ],
    [
      'an oversized country',
      { contact: '+33612345679', phone_country_code: 'X'.repeat(9) },
      { phone_country_code: 'Use no more than 8 characters' },
    ],
  ])('refuses %s with field errors, writing nothing', async (_name, form, fields) => {
    const player = await registerUnconfirmedPlayer(t.app);
    const before = await databaseState(t.services.db);
    expectFieldErrors(await post('addcontact', form, player), fields);
    expect(await databaseState(t.services.db)).toEqual(before);
  });
});
