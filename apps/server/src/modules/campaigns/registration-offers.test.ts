import { queryRows } from '@jeton/db';
import type { OfferAdminRow } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, registerWithCode, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';

// Offers granted at registration (decision 0078): the account's creation names the registration
// offers open then in its `account.created` outbox event, and the `registration-offers` subscriber
// grants each once per player, a redelivered event nothing more. Every offer made here is ended
// before its test does: the app is shared with files that register players and count their bonuses.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let content: { id: number; cookie: string };
beforeAll(async () => {
  content = await operatorSession(t, 'content');
});

const bo = (method: string, input: unknown) => callBackoffice(t, method, input, { cookie: content.cookie });

const terms = {
  triggerAction: 'registration',
  firstDeposit: false,
  excludeMethods: [],
  titleEn: 'Welcome: 10 free spins and 5 EUR',
  titleFr: 'Bienvenue : 10 tours gratuits et 5 EUR',
  textEn: 'For every new account.',
  textFr: 'Pour chaque nouveau compte.',
  imageUrl: '',
  promotions: [
    { type: 'free_spins', count: 10, game: 'jeton-fruit-reels' },
    { type: 'bonus_money', amount: 5, wager: 10, days: 7 },
  ],
  startsAt: null,
  endsAt: null,
  sort: 1,
};

async function createOffer(sysname: string): Promise<OfferAdminRow> {
  return dataOf<OfferAdminRow>(await bo('offers/create', { sysname, ...terms }));
}

async function endOffer(id: number): Promise<void> {
  dataOf(await bo('offers/setStatus', { id, status: 'ended' }));
}

async function grantsOf(uid: number) {
  const [row] = await queryRows<{ takes: number; packs: number; bonuses: number }>(
    t.database.db,
    sql`SELECT (SELECT count(*)::int FROM campaign_offer_takes WHERE user_id = ${uid}) AS takes,
          (SELECT count(*)::int FROM free_spin_packs WHERE user_id = ${uid} AND source = 'promotion') AS packs,
          (SELECT count(*)::int FROM player_bonuses WHERE user_id = ${uid}) AS bonuses`,
  );
  return row;
}

async function listed(id: number, cookie?: string) {
  const answer = dataOf<{ items: { id: number; taken?: boolean; trigger: { action: string } }[] }>(
    await callApi(t.app, 'GET', 'campaigns/getoffers', {}, cookie ? { cookie } : {}),
  );
  return answer.items.find((offer) => offer.id === id);
}

describe('registration offers', () => {
  it('grants an open registration offer once to each new player, a redelivered event nothing more', async () => {
    const before = await registerPlayer(t.app);
    await t.services.events.deliver();
    const offer = await createOffer('welcome-registration');
    try {
      expect(offer).toMatchObject({ triggerAction: 'registration', status: 'active', firstDeposit: false });
      const registered = await registerWithCode(
        t.app,
        { login: `reg-${Date.now()}@example.com`, password: 'secret12', currency: 'EUR', terms: 1 },
        { remoteAddress: uniqueIp() },
      );
      const answer = dataOf<{ uid: number; registration_offers?: unknown }>(registered);
      expect(answer.registration_offers).toEqual([
        { offer_id: offer.id, description: { title: terms.titleEn, text: terms.textEn, image_url: '' } },
      ]);
      const uid = answer.uid;
      const cookie = registered.sessionCookie!;
      await t.services.events.deliver();
      expect(await grantsOf(uid)).toEqual({ takes: 1, packs: 1, bonuses: 1 });

      // The same event delivered again (a copy appended, as a replay would): nothing more.
      await t.database.db.execute(
        sql`INSERT INTO outbox_events (topic, key, payload)
            SELECT topic, key, payload FROM outbox_events
            WHERE topic = 'account.created' AND key = ${`user:${uid}`}`,
      );
      await t.services.events.deliver();
      expect(await grantsOf(uid)).toEqual({ takes: 1, packs: 1, bonuses: 1 });

      // The site: the new player's, ended for the older one, "register" for a guest.
      expect(await listed(offer.id, cookie)).toMatchObject({
        taken: true,
        trigger: { action: 'registration' },
      });
      expect(await listed(offer.id, before.cookie)).not.toHaveProperty('taken');
      expect(await listed(offer.id)).not.toHaveProperty('taken');
      expect(await grantsOf(before.uid)).toEqual({ takes: 0, packs: 0, bonuses: 0 });

      // Taking it with the "take" button is refused, writing nothing.
      const state = await databaseState(t.database.db);
      const refused = errorOf(
        await callApi(t.app, 'POST', 'campaigns/takepromotions', { offer_id: String(offer.id) }, { cookie }),
        'InvalidParameterException',
        400,
      );
      expect(refused.code).toBe('OFFER_NOT_TAKEABLE');
      expect(await databaseState(t.database.db)).toEqual(state);

      const rows = dataOf<{ items: OfferAdminRow[] }>(
        await bo('offers/list', { search: 'welcome-registration' }),
      );
      expect(rows.items[0]).toMatchObject({ id: offer.id, players: 1 });
    } finally {
      await endOffer(offer.id);
    }
  });

  it('grants it to an account social sign-in or the mini app makes (the same AccountStore.create)', async () => {
    const offer = await createOffer('social-registration');
    try {
      const user = await t.services.accountStore.create({
        login: `social-${Date.now()}@example.com`,
        email: null,
        currency: 'EUR',
        passwordHash: '',
        createdAt: new Date(),
      });
      await t.services.events.deliver();
      expect(await grantsOf(Number(user!.id))).toEqual({ takes: 1, packs: 1, bonuses: 1 });
    } finally {
      await endOffer(offer.id);
    }
  });

  it('grants nothing to players made while it is paused or after it ended', async () => {
    const offer = await createOffer('paused-registration');
    try {
      dataOf(await bo('offers/setStatus', { id: offer.id, status: 'paused' }));
      const paused = await registerPlayer(t.app);
      await endOffer(offer.id);
      const ended = await registerPlayer(t.app);
      await t.services.events.deliver();
      expect(await grantsOf(paused.uid)).toEqual({ takes: 0, packs: 0, bonuses: 0 });
      expect(await grantsOf(ended.uid)).toEqual({ takes: 0, packs: 0, bonuses: 0 });
      expect(await listed(offer.id)).toBeUndefined();
    } finally {
      await bo('offers/setStatus', { id: offer.id, status: 'ended' });
    }
  });

  it('refuses registration terms it cannot keep, writing nothing', async () => {
    const before = await databaseState(t.database.db);
    const refusals: [Record<string, unknown>, string][] = [
      [{ firstDeposit: true }, 'firstDeposit'],
      [{ excludeMethods: ['card'] }, 'excludeMethods'],
      [
        { promotions: [{ type: 'deposit_bonus', percent: 100, max_amount: 10, wager: 1, days: 1 }] },
        'promotions.type',
      ],
      [{ triggerAction: 'signup' }, 'triggerAction'],
    ];
    for (const [changes, field] of refusals) {
      const error = errorOf(
        await bo('offers/create', { sysname: 'refused-registration', ...terms, ...changes }),
        'InvalidParameterException',
        400,
      );
      expect(Object.keys(error.data?.fields ?? error.data ?? {}).join(',')).toContain(field.split('.')[0]);
    }
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

describe('offers/list for the promo-code dialog', () => {
  it('pages and searches promo-code offers that have not ended, past the hundredth', async () => {
    const made: number[] = [];
    for (let index = 0; index < 12; index++) {
      const row = dataOf<OfferAdminRow>(
        await bo('offers/create', {
          sysname: `dialog-code-${index}`,
          ...terms,
          triggerAction: 'promo_code',
          titleEn: `Dialog code ${index}`,
          promotions: [{ type: 'free_spins', count: 5, game: 'jeton-fruit-reels' }],
        }),
      );
      made.push(row.id);
    }
    await endOffer(made[11]!);
    const query = { trigger: 'promo_code', notEnded: true, search: 'dialog code', perPage: 10 };
    const first = dataOf<{ items: OfferAdminRow[]; total: number }>(
      await bo('offers/list', { ...query, page: 1 }),
    );
    const second = dataOf<{ items: OfferAdminRow[]; total: number }>(
      await bo('offers/list', { ...query, page: 2 }),
    );
    expect([first.total, first.items.length, second.items.length]).toEqual([11, 10, 1]);
    const open = [...first.items, ...second.items].map((row) => row.id);
    expect(open.sort()).toEqual(made.slice(0, 11).sort());
    const all = dataOf<{ total: number }>(
      await bo('offers/list', { ...query, notEnded: undefined, page: 1 }),
    );
    expect(all.total).toBe(12);
    errorOf(await bo('offers/list', { ...query, notEnded: 'yes' }), 'InvalidParameterException', 400);
    for (const id of made.slice(0, 11)) await endOffer(id);
  });
});
