import { schema } from '@jeton/db';
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

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** auth/restore from an address of its own (the method allows 10 calls a minute per address). */
function restore(params: Record<string, string | undefined>, options: CallOptions = {}) {
  return callApi(t.app, 'POST', 'auth/restore', params, { remoteAddress: uniqueIp(), ...options });
}

function login(player: Player, password: string) {
  return callApi(
    t.app,
    'POST',
    'auth/login',
    { login: player.login, password },
    { remoteAddress: uniqueIp() },
  );
}

async function latestMessage(recipient: string) {
  const [message] = await t.services.outbox.latest({ recipient, template: 'password_restore' }, 1);
  return message;
}

/** Asks for a restore link and answers the token it carries. */
async function requestToken(player: Player, locale = 'en'): Promise<string> {
  expect(dataOf(await restore({ login: player.login }, { locale }))).toBe(1);
  const message = await latestMessage(player.login);
  const match = /restore_token=([A-Za-z0-9_%-]+)/.exec(message!.body);
  return decodeURIComponent(match![1]!);
}

const setPassword = (token: string, password: string, repeat = password, locale = 'en') =>
  restore({ token, password, password_repeat: repeat }, { locale });

describe('auth/restore with a login', () => {
  it('answers a registered and an unknown login alike, doing the work after the answer (issue 13)', async () => {
    const player = await registerPlayer(t.app);
    const answers = [];
    for (const login of [player.login, 'nobody-at-all@example.com']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/restore?v=2.34&locale=en',
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ login }).toString(),
      });
      // Nothing is looked up before the answer: the same work is still to do for both.
      expect(t.services.afterAnswer.size, login).toBe(1);
      answers.push({ status: response.statusCode, body: response.body });
      await t.services.afterAnswer.settled();
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(await latestMessage(player.login)).toBeDefined();
  });

  it('answers 1 and emails a restore link, valid for an hour', async () => {
    const player = await registerPlayer(t.app);
    expect(dataOf(await restore({ login: player.login }))).toBe(1);
    const message = await latestMessage(player.login);
    expect(message).toMatchObject({
      channel: 'email',
      recipient: player.login,
      template: 'password_restore',
      locale: 'en',
      subject: 'Reset your Jeton password',
    });
    expect(message!.body).toMatch(/http:\/\/localhost:3000\/\?restore_token=[A-Za-z0-9_-]{43}\n/);
    expect(message!.body).toContain('valid for 60 minutes');
    const tokens = await t.services.db
      .select()
      .from(schema.passwordResetTokens)
      .where(eq(schema.passwordResetTokens.userId, player.uid));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(60 * 60_000);
    // Only a hash of the token is kept.
    const token = /restore_token=([^\s]+)/.exec(message!.body)![1]!;
    expect(tokens[0]!.tokenHash).not.toContain(token);
  });

  it('writes the link in French, to the French site, with locale=fr', async () => {
    const player = await registerPlayer(t.app);
    dataOf(await restore({ login: player.login }, { locale: 'fr' }));
    const message = await latestMessage(player.login);
    expect(message).toMatchObject({ locale: 'fr', subject: 'Réinitialisation de votre mot de passe Jeton' });
    expect(message!.body).toContain('http://localhost:3000/fr/?restore_token=');
  });

  it('texts the link to a player who registered with a phone', async () => {
    await registerPlayer(t.app, { login: '+44 7700 900456' });
    dataOf(await restore({ login: '447700900456' }));
    const message = await latestMessage('+447700900456');
    expect(message).toMatchObject({ channel: 'sms', subject: '' });
    expect(message!.body).toMatch(/^Jeton: set a new password at http:\/\/localhost:3000\/\?restore_token=/);
  });

  it('answers 1 for an unknown login too, sending and storing nothing', async () => {
    const before = await tableCounts(t.services.db);
    expect(dataOf(await restore({ login: 'nobody-here@example.com' }))).toBe(1);
    expect(dataOf(await restore({ login: '+33 6 00 00 00 01' }))).toBe(1);
    expect(await tableCounts(t.services.db)).toEqual(before);
  });

  it('answers 1 for a banned player, sending nothing', async () => {
    const player = await registerPlayer(t.app);
    await t.services.db.update(schema.users).set({ status: 'banned' }).where(eq(schema.users.id, player.uid));
    const before = await tableCounts(t.services.db);
    expect(dataOf(await restore({ login: player.login }))).toBe(1);
    expect(await tableCounts(t.services.db)).toEqual(before);
  });

  it.each<[string, Record<string, string>, Record<string, string>, Record<string, string>]>([
    ['nothing', {}, { login: 'Please fill in this field' }, { login: 'Veuillez remplir ce champ' }],
    [
      'a malformed email',
      { login: 'player@' },
      { login: 'Check the email address, for example name@example.com' },
      { login: 'Vérifiez l’adresse e-mail, par exemple nom@exemple.fr' },
    ],
    [
      'a malformed phone',
      { login: '12' },
      { login: 'Check the phone number: digits with the country code, for example +44 7700 900123' },
      { login: 'Vérifiez le numéro : des chiffres avec l’indicatif du pays, par exemple +33 6 12 34 56 78' },
    ],
    [
      'an oversized login',
      { login: `${'x'.repeat(300)}@example.com` },
      { login: 'Use no more than 255 characters' },
      { login: 'Saisissez 255 caractères au plus' },
    ],
    [
      'a login as a list',
      { 'login[]': 'a@example.com' },
      { login: 'Check this value' },
      { login: 'Vérifiez cette valeur' },
    ],
  ])('refuses %s with field errors, writing nothing', async (_name, form, en, fr) => {
    const before = await tableCounts(t.services.db);
    expectFieldErrors(await restore(form), en);
    expectFieldErrors(await restore(form, { locale: 'fr' }), fr);
    expect(await tableCounts(t.services.db)).toEqual(before);
  });

  it('allows 10 calls a minute from one address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++)
      dataOf(await restore({ login: 'nobody-here@example.com' }, { remoteAddress: ip }));
    const limited = await restore({ login: 'nobody-here@example.com' }, { remoteAddress: ip });
    expect(errorOf(limited, 'TooManyRequestsException', 429).code).toBe('RATE_LIMITED');
  });
});

describe('auth/restore with a token and a new password', () => {
  restoreLinkChecks();
  restoreRefusalChecks();
});

/** What the link does, for how long, and which links it voids. */
function restoreLinkChecks() {
  it('sets the new password: it works, the old one no longer does', async () => {
    const player = await registerPlayer(t.app);
    const token = await requestToken(player);
    expect(dataOf(await setPassword(token, 'brandNew9'))).toBe(1);
    dataOf(await login(player, 'brandNew9'));
    errorOf(await login(player, player.password), 'AuthorizationException', 401);
  });

  it('ends every session of the player', async () => {
    const player = await registerPlayer(t.app);
    const other = await login(player, player.password);
    const token = await requestToken(player);
    dataOf(await setPassword(token, 'brandNew9'));
    for (const cookie of [player.cookie, other.sessionCookie]) {
      const info = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie });
      expect(dataOf(info)).toMatchObject({ uid: 0 });
    }
  });

  it('works once: the same link again is refused', async () => {
    const player = await registerPlayer(t.app);
    const token = await requestToken(player);
    dataOf(await setPassword(token, 'brandNew9'));
    const again = await setPassword(token, 'another9');
    expect(errorOf(again, 'InvalidRequestException', 400)).toMatchObject({
      code: 'RESTORE_TOKEN_INVALID',
      message: 'This restore link is invalid or has expired',
    });
    dataOf(await login(player, 'brandNew9'));
  });

  it('works for an hour, not longer', async () => {
    const early = await registerPlayer(t.app);
    const earlyToken = await requestToken(early);
    const late = await registerPlayer(t.app);
    const lateToken = await requestToken(late);
    t.clock.advance(59 * 60_000);
    dataOf(await setPassword(earlyToken, 'brandNew9'));
    t.clock.advance(60_000 + 1);
    const expired = await setPassword(lateToken, 'brandNew9');
    expect(errorOf(expired, 'InvalidRequestException', 400).code).toBe('RESTORE_TOKEN_INVALID');
    dataOf(await login(late, late.password));
  });

  it('refuses an unknown token', async () => {
    const result = await setPassword('x'.repeat(43), 'brandNew9');
    expect(errorOf(result, 'InvalidRequestException', 400).code).toBe('RESTORE_TOKEN_INVALID');
  });

  it('voids the other links of the player once one is used', async () => {
    const player = await registerPlayer(t.app);
    const first = await requestToken(player);
    const second = await requestToken(player);
    dataOf(await setPassword(second, 'brandNew9'));
    const stale = await setPassword(first, 'attacker9');
    expect(errorOf(stale, 'InvalidRequestException', 400).code).toBe('RESTORE_TOKEN_INVALID');
    dataOf(await login(player, 'brandNew9'));
  });

  it('voids the links sent before the player changed the password in the account', async () => {
    const player = await registerPlayer(t.app);
    const token = await requestToken(player);
    const changed = await callApi(
      t.app,
      'POST',
      'account/changepassword',
      { old_password: player.password, new_password: 'changed99' },
      { cookie: player.cookie },
    );
    dataOf(changed);
    const stale = await setPassword(token, 'attacker9');
    expect(errorOf(stale, 'InvalidRequestException', 400).code).toBe('RESTORE_TOKEN_INVALID');
    dataOf(await login(player, 'changed99'));
  });
}

/** Refused passwords and tokens. */
function restoreRefusalChecks() {
  it.each<[string, Record<string, string>, Record<string, string>, Record<string, string>]>([
    [
      'a repeat that does not match',
      { password: 'brandNew9', password_repeat: 'brandNew8' },
      { password_repeat: 'The two passwords are different' },
      { password_repeat: 'Les deux mots de passe sont différents' },
    ],
    [
      'a password with a space',
      { password: 'brand new9', password_repeat: 'brand new9' },
      { password: 'A password may hold letters, digits and symbols, but not: space' },
      { password: 'Un mot de passe peut contenir lettres, chiffres et symboles, mais pas : espace' },
    ],
    [
      'a short password',
      { password: 'abc', password_repeat: 'abc' },
      { password: 'Use at least 6 characters' },
      { password: 'Saisissez au moins 6 caractères' },
    ],
    [
      'no password',
      {},
      { password: 'Please fill in this field', password_repeat: 'Please fill in this field' },
      { password: 'Veuillez remplir ce champ', password_repeat: 'Veuillez remplir ce champ' },
    ],
    [
      'an oversized repeat',
      { password: 'brandNew9', password_repeat: 'x'.repeat(129) },
      { password_repeat: 'Use no more than 128 characters' },
      { password_repeat: 'Saisissez 128 caractères au plus' },
    ],
  ])('refuses %s with field errors, leaving the link usable', async (_name, form, en, fr) => {
    const player = await registerPlayer(t.app);
    const token = await requestToken(player);
    const before = await tableCounts(t.services.db);
    expectFieldErrors(await restore({ token, ...form }), en);
    expectFieldErrors(await restore({ token, ...form }, { locale: 'fr' }), fr);
    expect(await tableCounts(t.services.db)).toEqual(before);
    dataOf(await setPassword(token, 'brandNew9'));
  });

  it('refuses an empty or oversized token with a field error', async () => {
    expectFieldErrors(await setPassword('', 'brandNew9'), { token: 'Use at least 1 characters' });
    expectFieldErrors(await setPassword('x'.repeat(129), 'brandNew9'), {
      token: 'Use no more than 128 characters',
    });
  });
}
