import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';

// campaigns/takepromotions through the API: an offer whose trigger is `take` grants its promotions
// once per player (also when submitted twice at once), only while open and to players its params
// allow; every other offer id, and every malformed one, is refused and writes nothing.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

interface Taken {
  offer_id: number;
  description: { title: string };
  granted: ({ type: 'free_spins'; count: number; game: string } | { type: 'bonus_money'; wager: number })[];
}

function take(cookie: string | undefined, body: Record<string, string>, locale?: string) {
  return callApi(t.app, 'POST', 'campaigns/takepromotions', body, {
    ...(cookie ? { cookie } : {}),
    ...(locale ? { locale } : {}),
  });
}

async function offerId(sysname: string): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM campaign_offers WHERE sysname = ${sysname}`,
  );
  return Number(row!.id);
}

async function packs(uid: number) {
  return queryRows<{ count: number; game_sysname: string }>(
    t.database.db,
    sql`SELECT count, game_sysname FROM free_spin_packs WHERE user_id = ${uid} AND source = 'promotion'`,
  );
}

/** A fresh take offer of 5 free spins, changed by `columns` (SQL assignments). */
async function newTakeOffer(columns = sql`sort = sort`): Promise<number> {
  const sysname = `take-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`INSERT INTO campaign_offers (sysname, trigger_action, description, promotions)
        VALUES (${sysname}, 'take', ${JSON.stringify({ en: { title: 'Five spins', text: '', image_url: '' } })}::jsonb,
          ${JSON.stringify([{ type: 'free_spins', count: 5, game: 'jeton-fruit-reels' }])}::jsonb)
        RETURNING id`,
  );
  await t.database.db.execute(sql`UPDATE campaign_offers SET ${columns} WHERE id = ${row!.id}`);
  return Number(row!.id);
}

describe('campaigns/takepromotions', () => {
  grantingChecks();
  takeRefusalChecks();
});

/** What a take grants, and only once. */
function grantingChecks() {
  it('grants the weekend spins once: the second take is refused and grants nothing', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const id = await offerId('weekend-spins');
    const answer = dataOf<Taken>(await take(cookie, { offer_id: String(id) }));
    expect(answer).toEqual({
      offer_id: id,
      description: {
        title: 'Weekend spins: 15 free spins',
        text: expect.any(String),
        image_url: '',
      },
      granted: [{ type: 'free_spins', count: 15, game: 'jeton-fruit-reels' }],
    });
    expect(await packs(uid)).toEqual([{ count: 15, game_sysname: 'jeton-fruit-reels' }]);
    // The offers list tells this player it is taken (and no one else).
    const listed = async (cookie?: string) =>
      dataOf<{ items: { id: number; taken?: boolean }[] }>(
        await callApi(t.app, 'GET', 'campaigns/getoffers', {}, cookie ? { cookie } : {}),
      ).items.find((offer) => offer.id === id);
    expect(await listed(cookie)).toMatchObject({ taken: true });
    expect(await listed()).not.toHaveProperty('taken');
    const before = await databaseState(t.database.db);
    const again = errorOf(await take(cookie, { offer_id: String(id) }), 'InvalidRequestException', 409);
    expect(again.code).toBe('OFFER_ALREADY_TAKEN');
    expect(await databaseState(t.database.db)).toEqual(before);
    // Another player still takes it.
    const other = await registerPlayer(t.app);
    expect((await take(other.cookie, { offer_id: String(id) })).status).toBe(200);
  });

  it('grants once when the same player submits twice at the same moment', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const body = { offer_id: String(await offerId('weekend-spins')) };
    const results = await Promise.all([take(cookie, body), take(cookie, body)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await packs(uid)).toHaveLength(1);
  });

  it('grants the starter bonus to a player without a deposit and refuses it after one', async () => {
    const fresh = await registerPlayer(t.app);
    const id = String(await offerId('starter-bonus'));
    const answer = dataOf<Taken>(await take(fresh.cookie, { offer_id: id }));
    expect(answer.granted).toEqual([
      { type: 'bonus_money', amount: { amount: 5, currency: 'EUR' }, wager: 20 },
    ]);
    const [bonus] = await queryRows<{ amount_minor: string; status: string }>(
      t.database.db,
      sql`SELECT amount_minor::text, status FROM player_bonuses WHERE user_id = ${fresh.uid}`,
    );
    expect(bonus).toEqual({ amount_minor: '500', status: 'active' });

    const depositor = await registerPlayer(t.app);
    await t.database.db.execute(
      sql`INSERT INTO payment_transactions (user_id, kind, method, provider, amount_minor, currency, status, provider_reference)
          VALUES (${depositor.uid}, 'deposit', 'card', 'sandbox', 1000, 'EUR', 'success', ${`psp_take_${depositor.uid}`})`,
    );
    const refused = errorOf(await take(depositor.cookie, { offer_id: id }), 'InvalidRequestException', 409);
    expect(refused.code).toBe('OFFER_NOT_ELIGIBLE');
  });
}

/** Refused takes: closed, unknown, bad input, guests. */
function takeRefusalChecks() {
  it.each([
    ['paused', sql`is_active = FALSE`],
    ['ended', sql`is_active = FALSE, ended_at = now()`],
    ['not started', sql`starts_at = now() + interval '1 day'`],
    ['past its end', sql`starts_at = now() - interval '2 days', ends_at = now() - interval '1 day'`],
  ])('refuses an offer %s as closed, writing nothing', async (_state, columns) => {
    const id = await newTakeOffer(columns);
    const { cookie } = await registerPlayer(t.app);
    const before = await databaseState(t.database.db);
    const refused = errorOf(await take(cookie, { offer_id: String(id) }), 'InvalidRequestException', 409);
    expect(refused.code).toBe('OFFER_CLOSED');
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('refuses an unknown offer and offers taken with a deposit or a code, on the offer_id field', async () => {
    const { cookie } = await registerPlayer(t.app);
    const before = await databaseState(t.database.db);
    for (const [id, code] of [
      ['987654', 'NO_SUCH_OFFER'],
      [String(await offerId('welcome-deposit')), 'OFFER_NOT_TAKEABLE'],
      [String(await offerId('spring-code')), 'OFFER_NOT_TAKEABLE'],
    ] as const) {
      const refused = errorOf(await take(cookie, { offer_id: id }), 'InvalidParameterException', 400);
      expect(refused.code).toBe(code);
      expect(refused.data?.fields).toHaveProperty('offer_id');
    }
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('says why in French', async () => {
    const { cookie } = await registerPlayer(t.app);
    const refused = errorOf(
      await take(cookie, { offer_id: '987654' }, 'fr'),
      'InvalidParameterException',
      400,
    );
    expect(refused.message).toBe('Cette offre n’existe pas');
  });

  it.each<[string, Record<string, string>]>([
    ['no offer_id', {}],
    ['an empty id', { offer_id: '' }],
    ['zero', { offer_id: '0' }],
    ['a negative id', { offer_id: '-1' }],
    ['a fraction', { offer_id: '1.5' }],
    ['an exponent', { offer_id: '1e3' }],
    ['text', { offer_id: 'abc' }],
    ['an oversized id', { offer_id: '9'.repeat(40) }],
    ['an array', { 'offer_id[0]': '1', 'offer_id[1]': '2' }],
    ['SQL', { offer_id: "1 OR '1'='1" }],
  ])('refuses %s with a 400 and writes nothing', async (_case, body) => {
    const { cookie } = await registerPlayer(t.app);
    const before = await databaseState(t.database.db);
    errorOf(await take(cookie, body), 'InvalidParameterException', 400);
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('asks a guest to log in', async () => {
    const result = await take(undefined, { offer_id: String(await offerId('weekend-spins')) });
    expect(result.status).toBe(401);
  });
}
