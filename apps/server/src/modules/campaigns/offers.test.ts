import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';

let t: TestApp;

shareTestApp(
  (app) => {
    t = app;
  },
  { PSP_SANDBOX_DUPLICATE_PROBABILITY: '0' },
);

interface Offer {
  id: number;
  trigger?: {
    action: string;
    user_satisfies_params: boolean;
    params: { exclude_methods: string[]; first_deposit: boolean };
  };
  description?: { title: string; text: string; image_url: string };
  promotions?: unknown[];
}

async function offers(
  params: Record<string, string> = {},
  options: { cookie?: string; locale?: string } = {},
) {
  return dataOf<{ total: number; items: Offer[] }>(
    await callApi(t.app, 'GET', 'campaigns/getoffers', params, options),
  );
}

async function offerId(sysname: string): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM campaign_offers WHERE sysname = ${sysname}`,
  );
  return Number(row!.id);
}

async function depositWithOffer(cookie: string, method: string, campaignOfferId: string | number) {
  return callApi(
    t.app,
    'POST',
    'cashier/makedeposit',
    { method, amount: '50', campaign_offer_id: campaignOfferId },
    { cookie },
  );
}

async function storedOffer(depositId: number): Promise<number | null> {
  const [row] = await queryRows<{ campaign_offer_id: string | null }>(
    t.database.db,
    sql`SELECT campaign_offer_id FROM payment_transactions WHERE id = ${depositId}`,
  );
  return row!.campaign_offer_id === null ? null : Number(row!.campaign_offer_id);
}

describe('campaigns/getoffers', () => {
  it('lists the seeded offers to a guest, with trigger, description and promotions', async () => {
    const page = await offers();
    expect(page.total).toBe(8);
    expect(page.items.map((o) => o.trigger?.action)).toEqual([
      'deposit',
      'deposit',
      'deposit',
      'promo_code',
      'promo_code',
      'promo_code',
      'take',
      'take',
    ]);
    expect(page.items[0]).toMatchObject({
      trigger: {
        action: 'deposit',
        user_satisfies_params: true,
        params: { first_deposit: true, exclude_methods: [] },
      },
      description: { title: 'Welcome offer: 100 % up to €200', image_url: '/campaigns/welcome-offer.svg' },
      promotions: [{ type: 'deposit_bonus', percent: 100, max_amount: 200 }],
    });
    expect(page.items[1]?.trigger?.params.exclude_methods).toEqual(['crypto']);
  });

  it('answers in French, only the fields asked for, from an offset', async () => {
    const page = await offers({ fields: 'description', offset: '1', count: '2' }, { locale: 'fr' });
    expect(page.total).toBe(8);
    expect(page.items).toHaveLength(2);
    expect(Object.keys(page.items[0]!).sort()).toEqual(['description', 'id']);
    expect(page.items[0]!.description!.title).toBe('Recharge de la semaine : 50 % jusqu’à 100 €');
  });

  it('tells a player with a credited deposit that the first-deposit offer is not for them', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    expect((await offers({}, { cookie })).items[0]!.trigger!.user_satisfies_params).toBe(true);
    await t.database.db.execute(
      sql`INSERT INTO payment_transactions (user_id, kind, method, provider, amount_minor, currency, status, provider_reference)
          VALUES (${uid}, 'deposit', 'card', 'sandbox', 1000, 'EUR', 'success', ${`psp_offer_${uid}`})`,
    );
    const items = (await offers({}, { cookie })).items;
    expect(items[0]!.trigger!.user_satisfies_params).toBe(false);
    expect(items[1]!.trigger!.user_satisfies_params).toBe(true);
  });

  it.each<Record<string, string>>([
    { fields: 'trigger,secrets' },
    { offset: '-1' },
    { offset: 'abc' },
    { count: '0' },
    { count: '101' },
    { fields: 'x'.repeat(201) },
  ])('refuses %o', async (params) => {
    errorOf(await callApi(t.app, 'GET', 'campaigns/getoffers', params), 'InvalidParameterException', 400);
  });
});

describe('cashier/makedeposit with campaign_offer_id', () => {
  it('stores a valid deposit offer on the deposit, and none for -1 or nothing', async () => {
    const { cookie } = await registerPlayer(t.app);
    const welcome = await offerId('welcome-deposit');
    const withOffer = dataOf<{ id: number }>(await depositWithOffer(cookie, 'card', welcome));
    expect(await storedOffer(withOffer.id)).toBe(welcome);
    const without = dataOf<{ id: number }>(await depositWithOffer(cookie, 'card', '-1'));
    expect(await storedOffer(without.id)).toBeNull();
    const omitted = dataOf<{ id: number }>(
      await callApi(t.app, 'POST', 'cashier/makedeposit', { method: 'card', amount: '50' }, { cookie }),
    );
    expect(await storedOffer(omitted.id)).toBeNull();
  });

  it('refuses an unknown offer, one that is not for deposits, one excluding the method, or one the player does not satisfy', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const choice = { campaign_offer_id: 'Choose one of the options' };
    expectFieldErrors(await depositWithOffer(cookie, 'card', 999999), choice);
    expectFieldErrors(await depositWithOffer(cookie, 'card', await offerId('spring-code')), choice);
    expectFieldErrors(await depositWithOffer(cookie, 'crypto', await offerId('weekly-reload')), choice);
    dataOf(await depositWithOffer(cookie, 'card', await offerId('weekly-reload')));
    await t.database.db.execute(
      sql`UPDATE payment_transactions SET status = 'success' WHERE user_id = ${uid}`,
    );
    expectFieldErrors(await depositWithOffer(cookie, 'card', await offerId('welcome-deposit')), choice);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM payment_transactions WHERE user_id = ${uid}`,
    );
    expect(row!.n).toBe(1);
  });

  it.each(['0', '-2', 'abc', '1.5', '9'.repeat(16)])('refuses the malformed id %j', async (id) => {
    const { cookie } = await registerPlayer(t.app);
    expectFieldErrors(await depositWithOffer(cookie, 'card', id), { campaign_offer_id: 'Check this value' });
  });
});
