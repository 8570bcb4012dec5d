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
import { dataOf, errorOf, expectFieldErrors, expectRefusal } from '../../testing/expect-api.js';
import { databaseState } from '../../testing/tables.js';
import { UNSUBSCRIBE_LINK_VALID_DAYS } from '../messaging/unsubscribe-links.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof registerUnconfirmedPlayer>>;

const post = (method: string, params: Record<string, string | undefined>, options: CallOptions = {}) =>
  callApi(t.app, 'POST', `account/${method}`, params, { remoteAddress: uniqueIp(), ...options });

const subscribe = (player: Player, contact: string, subscription: string | undefined, locale = 'en') =>
  post('changeSubscription', { contact, subscription }, { cookie: player.cookie, locale });

const unsubscribe = (token: string | undefined, options: CallOptions = {}) =>
  post('unsubscribe', { token }, options);

/** Confirms a contact the way a player does: a code sent to it, typed back. */
async function confirmContact(player: Player, contact: string, recipient = contact) {
  dataOf(await post('sendconfirmationtocontact', { contact }, player));
  const [message] = await t.services.outbox.latest({ recipient, template: 'contact_confirmation' }, 1);
  const code = /\b(\d{6})\b/.exec(message!.body)![1]!;
  dataOf(await post('confirmContact', { contact, code }, player));
}

/** A player whose login email is confirmed. */
async function confirmedPlayer(): Promise<Player> {
  const player = await registerUnconfirmedPlayer(t.app);
  await confirmContact(player, player.login);
  return player;
}

async function contacts(player: Player) {
  const profile = await callApi(t.app, 'GET', 'account/getprofileinfo', { fields: 'contacts' }, player);
  return dataOf<{ contacts: Record<string, Record<string, unknown>> }>(profile).contacts;
}

async function welcome(recipient: string) {
  const [message] = await t.services.outbox.latest({ recipient, template: 'newsletter_welcome' }, 1);
  return message;
}

/** The token of the unsubscribe link at the end of a marketing message. */
function tokenOf(body: string): string {
  const link = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(body)![0];
  return new URL(link).searchParams.get('token')!;
}

describe('account/changeSubscription', () => {
  it('subscribes a confirmed email and sends the welcome with a signed unsubscribe link', async () => {
    const player = await confirmedPlayer();
    expect(dataOf(await subscribe(player, player.login.toUpperCase(), '1'))).toBe(1);
    expect((await contacts(player)).email!.is_subscribed).toBe(true);
    const message = (await welcome(player.login))!;
    expect(message).toMatchObject({
      channel: 'email',
      locale: 'en',
      subject: 'Welcome to the Jeton newsletter',
    });
    expect(message.body).toMatch(
      /To unsubscribe in one click:\nhttp:\/\/localhost:3000\/unsubscribe\?token=\d+\.e\.\d+\.[\w-]{43}$/,
    );
    const info = await callApi(t.app, 'GET', 'account/getInfo', {}, player);
    expect(dataOf<{ is_subscribed: boolean }>(info).is_subscribed).toBe(true);
  });

  it('sends no second welcome when the contact is already subscribed', async () => {
    const player = await confirmedPlayer();
    dataOf(await subscribe(player, player.login, '1'));
    dataOf(await subscribe(player, player.login, '1'));
    const sent = await t.services.outbox.latest({ recipient: player.login, template: 'newsletter_welcome' });
    expect(sent).toHaveLength(1);
  });

  it('unsubscribes with 0, and subscribes a confirmed phone by SMS with its link under /fr', async () => {
    const player = await confirmedPlayer();
    dataOf(await post('changelocale', { locale: 'fr' }, player));
    dataOf(await post('addcontact', { contact: '+33 6 11 22 33 44', phone_country_code: 'FR' }, player));
    await confirmContact(player, '+33611223344', '+33611223344');
    dataOf(await subscribe(player, '+33611223344', '1'));
    const sms = (await welcome('+33611223344'))!;
    expect(sms).toMatchObject({ channel: 'sms', locale: 'fr' });
    expect(sms.body).toMatch(/Désabonnement : http:\/\/localhost:3000\/fr\/unsubscribe\?token=\d+\.p\./);
    dataOf(await subscribe(player, '+33611223344', '0'));
    expect((await contacts(player)).phone!.is_subscribed).toBe(false);
  });

  it('refuses to subscribe an unconfirmed contact, writing nothing; unsubscribing it is fine', async () => {
    const player = await registerUnconfirmedPlayer(t.app, { notify: '1' });
    const before = await databaseState(t.services.db);
    const refused = await subscribe(player, player.login, '0');
    expect(dataOf(refused)).toBe(1);
    const after = await databaseState(t.services.db);
    const again = await subscribe(player, player.login, '1', 'fr');
    const error = errorOf(again, 'UserNeedConfirmContactException', 409);
    expect(error).toMatchObject({
      code: 'CONTACT_UNCONFIRMED',
      message: "Confirmez ce contact avant de l'abonner",
    });
    expect(await databaseState(t.services.db)).toEqual(after);
    expect(before).not.toEqual(after);
    expect(await welcome(player.login)).toBeUndefined();
  });

  it("refuses another player's contact with a field error, writing nothing", async () => {
    const owner = await confirmedPlayer();
    const player = await confirmedPlayer();
    const before = await databaseState(t.services.db);
    expectFieldErrors(await subscribe(player, owner.login, '1'), {
      contact: 'This is not one of your contacts',
    });
    expectFieldErrors(await subscribe(player, '+447700900999', '0', 'fr'), {
      contact: "Ce contact n'est pas le vôtre",
    });
    expect(await databaseState(t.services.db)).toEqual(before);
    expect((await contacts(owner)).email!.is_subscribed).toBe(false);
  });

  it('refuses bad, missing, oversized and hostile input with a 4xx, writing nothing', async () => {
    const player = await confirmedPlayer();
    const before = await databaseState(t.services.db);
    const cases: Record<string, string | undefined>[] = [
      { contact: player.login, subscription: '2' },
      { contact: player.login, subscription: 'yes' },
      { contact: player.login, subscription: '' },
      { contact: player.login },
      { subscription: '1' },
      { contact: '', subscription: '1' },
      { contact: `${'a'.repeat(300)}@example.com`, subscription: '1' },
      { contact: '<script>alert(1)</script>', subscription: '1' },
      { contact: "x' OR 1=1 --", subscription: '1' },
    ];
    for (const params of cases) {
      const result = await post('changeSubscription', params, player);
      expect(expectRefusal(result.response).type).toBe('InvalidParameterException');
    }
    expect(await databaseState(t.services.db)).toEqual(before);
  });

  it('refuses a guest', async () => {
    const result = await post('changeSubscription', { contact: 'a@example.com', subscription: '1' });
    expect(expectRefusal(result.response).type).toBe('AuthorizationException');
  });
});

describe('account/unsubscribe', () => {
  async function subscribedPlayer() {
    const player = await confirmedPlayer();
    dataOf(await subscribe(player, player.login, '1'));
    return { player, token: tokenOf((await welcome(player.login))!.body) };
  }

  it('unsubscribes from the link without a session, then says it was already done', async () => {
    const { player, token } = await subscribedPlayer();
    expect(dataOf(await unsubscribe(token))).toEqual({ status: 'unsubscribed', channel: 'email' });
    expect((await contacts(player)).email!.is_subscribed).toBe(false);
    const before = await databaseState(t.services.db);
    expect(dataOf(await unsubscribe(token))).toEqual({ status: 'already_unsubscribed', channel: 'email' });
    expect(await databaseState(t.services.db)).toEqual(before);
  });

  it('refuses a tampered link, or one moved to another player, writing nothing', async () => {
    const { player, token } = await subscribedPlayer();
    const other = await subscribedPlayer();
    const [id, channel, issued, signature] = token.split('.') as [string, string, string, string];
    const flipped = signature.endsWith('A') ? `${signature.slice(0, -1)}B` : `${signature.slice(0, -1)}A`;
    const before = await databaseState(t.services.db);
    for (const bad of [
      `${id}.${channel}.${issued}.${flipped}`,
      `${other.player.uid}.${channel}.${issued}.${signature}`,
      `${id}.p.${issued}.${signature}`,
      `${id}.${channel}.${Number(issued) + 1}.${signature}`,
      `999999999.${channel}.${issued}.${signature}`,
    ]) {
      const error = errorOf(await unsubscribe(bad), 'InvalidParameterException', 400);
      expect(error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    expect(await databaseState(t.services.db)).toEqual(before);
    expect((await contacts(player)).email!.is_subscribed).toBe(true);
  });

  it('refuses a link older than its validity, and works just before', async () => {
    const { player, token } = await subscribedPlayer();
    t.clock.advance(UNSUBSCRIBE_LINK_VALID_DAYS * 24 * 3600_000 + 1000);
    try {
      const error = errorOf(await unsubscribe(token), 'InvalidParameterException', 400);
      expect(error.code).toBe('UNSUBSCRIBE_LINK_EXPIRED');
      // The session has long ended by then: read the row itself.
      expect((await t.services.accountStore.findById(player.uid))!.emailSubscribed).toBe(true);
    } finally {
      t.clock.advance(-(UNSUBSCRIBE_LINK_VALID_DAYS * 24 * 3600_000 + 1000));
    }
    t.clock.advance(UNSUBSCRIBE_LINK_VALID_DAYS * 24 * 3600_000 - 60_000);
    try {
      expect(dataOf(await unsubscribe(token)).status).toBe('unsubscribed');
    } finally {
      t.clock.advance(-(UNSUBSCRIBE_LINK_VALID_DAYS * 24 * 3600_000 - 60_000));
    }
  });

  it('refuses malformed, missing, oversized and hostile tokens with a 4xx, writing nothing', async () => {
    await subscribedPlayer();
    const before = await databaseState(t.services.db);
    for (const token of [
      undefined,
      '',
      'abc',
      '1.e.1.short',
      `1.e.1.${'A'.repeat(43)}`,
      `0.e.1.${'A'.repeat(43)}`,
      'x'.repeat(5000),
      "1' OR '1'='1",
      '<img src=x onerror=alert(1)>',
      '__proto__',
    ]) {
      const result = await unsubscribe(token);
      expect(expectRefusal(result.response).type).toBe('InvalidParameterException');
    }
    expect(await databaseState(t.services.db)).toEqual(before);
  });

  it('keeps the signing key in the database, so links outlive the process', async () => {
    const { token } = await subscribedPlayer();
    const [key] = await t.services.db
      .select()
      .from(schema.signingKeys)
      .where(eq(schema.signingKeys.name, 'unsubscribe_link'));
    expect(key!.secret).toMatch(/^[\w-]{43}$/);
    const { UnsubscribeLinks } = await import('../messaging/unsubscribe-links.js');
    const fresh = new UnsubscribeLinks({ db: t.services.db, clock: t.clock, publicUrl: 'http://x' });
    const claim = fresh.parse(token)!;
    const user = await t.services.accountStore.findById(claim.userId);
    expect(await fresh.isSignedFor(claim, user!.email!)).toBe(true);
  });
});
