import { queryRows } from '@jeton/db';
import type { OfferAdminRow } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, sessionCookieOf, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';
import { signSampleInitData } from './telegram-init-data.js';

// Decision 0081: an account made by social sign-in or the mini app is told of the registration
// offers it was granted (0078) by the social registration's completion, once, in the caller's
// language; exactly those its creation named, whatever the operator did since.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let content: { id: number; cookie: string };
beforeAll(async () => {
  content = await operatorSession(t, 'content');
});

const bo = (method: string, input: unknown) => callBackoffice(t, method, input, { cookie: content.cookie });

async function createOffer(sysname: string): Promise<OfferAdminRow> {
  return dataOf<OfferAdminRow>(
    await bo('offers/create', {
      sysname,
      triggerAction: 'registration',
      firstDeposit: false,
      excludeMethods: [],
      titleEn: `Welcome ${sysname}`,
      titleFr: `Bienvenue ${sysname}`,
      textEn: 'Ten free spins.',
      textFr: 'Dix tours gratuits.',
      imageUrl: '',
      promotions: [{ type: 'free_spins', count: 10, game: 'jeton-fruit-reels' }],
      startsAt: null,
      endsAt: null,
      sort: 1,
    }),
  );
}

const endOffer = async (id: number) => dataOf(await bo('offers/setStatus', { id, status: 'ended' }));

const complete = (cookie: string, locale = 'en') =>
  callApi(t.app, 'POST', 'account/completeRegistration', { currency: 'EUR', terms: '1' }, { cookie, locale });

async function noticesOf(uid: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM registration_offer_notices WHERE user_id = ${uid}`,
  );
  return Number(row?.n ?? 0);
}

/** A first sign-in with the sandbox OpenID provider: the new account's session cookie. */
async function socialSignUp(): Promise<string> {
  const init = await t.app.inject({
    url: `/oauth/init?${new URLSearchParams({ service: 'sandbox', redirect_url: '/', type_auth: 'login', locale: 'en' })}`,
  });
  expect(init.statusCode).toBe(303);
  const authorize = new URL(String(init.headers.location), 'http://localhost:3000');
  const form = new URLSearchParams(authorize.searchParams);
  form.set('email', `told-${Math.random().toString(36).slice(2, 10)}@example.com`);
  form.set('name', 'Told Tester');
  form.set('decision', 'allow');
  const allowed = await t.app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const back = new URL(String(allowed.headers.location), 'http://localhost:3000');
  const signedIn = await t.app.inject({ url: `${back.pathname}${back.search}`, remoteAddress: uniqueIp() });
  expect(signedIn.statusCode).toBe(200);
  return sessionCookieOf(signedIn)!;
}

let telegramId = 800_000_000;
/** A first visit through the Telegram mini app: the new account's session cookie. */
async function miniAppSignUp(): Promise<string> {
  telegramId += 1;
  const user = { id: telegramId, username: `tg_${telegramId}`, first_name: 'Tess', language_code: 'fr' };
  const payload = signSampleInitData(user, t.services.config.signIn.telegram!.botToken, t.clock.now(), '');
  const started = await callApi(
    t.app,
    'POST',
    'auth/register',
    {
      is_tg: 1,
      id: String(user.id),
      username: user.username,
      hash: new URLSearchParams(payload).get('hash')!,
      language_code: user.language_code,
      payload,
    },
    { remoteAddress: uniqueIp() },
  );
  dataOf(started);
  return started.sessionCookie!;
}

async function uidOf(cookie: string): Promise<number> {
  return dataOf<{ uid: number }>(await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie })).uid;
}

describe('registration offers told after a social or mini-app sign-up', () => {
  it('answers the offers a social sign-up was granted on completing, once, even one ended since', async () => {
    const offer = await createOffer('told-social');
    let ended = false;
    try {
      const cookie = await socialSignUp();
      const uid = await uidOf(cookie);
      expect(await noticesOf(uid)).toBe(1);
      // The operator ends it while the player chooses a currency: it was granted, so it is told.
      await endOffer(offer.id);
      ended = true;
      const answer = dataOf(await complete(cookie, 'fr'));
      expect(answer).toEqual({
        registration_offers: [
          {
            offer_id: offer.id,
            description: { title: 'Bienvenue told-social', text: 'Dix tours gratuits.', image_url: '' },
          },
        ],
      });
      expect(await noticesOf(uid)).toBe(0);
      // Not twice: the completion is refused again and tells nothing more.
      expect(errorOf(await complete(cookie), 'InvalidRequestException', 400).code).toBe(
        'REGISTRATION_ALREADY_COMPLETED',
      );
    } finally {
      if (!ended) await endOffer(offer.id);
    }
  });

  it('answers them after a first visit through the mini app', async () => {
    const offer = await createOffer('told-mini-app');
    try {
      const cookie = await miniAppSignUp();
      const answer = dataOf<{ registration_offers: { offer_id: number }[] }>(await complete(cookie));
      expect(answer.registration_offers.map((told) => told.offer_id)).toEqual([offer.id]);
      expect(await noticesOf(await uidOf(cookie))).toBe(0);
    } finally {
      await endOffer(offer.id);
    }
  });

  it('answers none to an account made before the offer opened, and the form leaves no notices', async () => {
    const cookie = await socialSignUp();
    const offer = await createOffer('told-later');
    try {
      expect(dataOf(await complete(cookie))).toEqual({ registration_offers: [] });
      const formPlayer = await registerPlayer(t.app);
      expect(await noticesOf(formPlayer.uid)).toBe(0);
    } finally {
      await endOffer(offer.id);
    }
  });
});
