import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { eligiblePlayer, withdraw } from './cashier-testing.js';

let t: TestApp;

shareTestApp(
  (app) => {
    t = app;
  },
  { PSP_SANDBOX_DUPLICATE_PROBABILITY: '0' },
);

interface Item {
  id: number;
  type: string;
  status: string;
  method: string;
  requisites: string;
  amount: { amount: number; currency: string };
  created_at: string;
  updated_at: string;
  domain: string;
}

async function history(cookie: string, params: Record<string, string> = {}) {
  return callApi(t.app, 'GET', 'cashier/gethistory', params, { cookie });
}

async function page(cookie: string, params: Record<string, string> = {}) {
  return dataOf<{ total: number; items: Item[] }>(await history(cookie, params));
}

/** Opens a deposit and lets the player choose on the sandbox page. */
async function depositWith(cookie: string, amount: string, choice: 'success' | 'failure' | null) {
  const opened = dataOf<{ id: number; redirect_url: string }>(
    await callApi(t.app, 'POST', 'cashier/makedeposit', { method: 'ewallet', amount }, { cookie }),
  );
  if (choice) {
    await t.app.inject({
      method: 'POST',
      url: opened.redirect_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ choice }).toString(),
    });
  }
  return opened.id;
}

describe('cashier/gethistory', () => {
  it('pages the deposits and withdrawals newest first, 4 by default, with the total', async () => {
    const { cookie } = await eligiblePlayer(t, { balance: 500 });
    const deposits = [
      await depositWith(cookie, '10', 'success'),
      await depositWith(cookie, '11', 'failure'),
      await depositWith(cookie, '12', null),
      await depositWith(cookie, '13', 'success'),
      await depositWith(cookie, '14', 'success'),
    ];
    const withdrawal = dataOf<{ id: number }>(await withdraw(t, cookie, { method: 'card', amount: '25' }));

    const first = await page(cookie, { type: 'deposit' });
    expect(first.total).toBe(5);
    expect(first.items.map((i) => i.id)).toEqual(deposits.slice(1).reverse());
    expect(first.items[0]).toEqual({
      id: deposits[4],
      requisites: '',
      method: 'ewallet',
      type: 'deposit',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      amount: { amount: 14, currency: 'EUR' },
      status: 'success',
      domain: 'localhost:3000',
    });
    const next = await page(cookie, { type: 'deposit', offset: '4' });
    expect(next.items.map((i) => i.id)).toEqual([deposits[0]]);

    const withdrawals = await page(cookie, { type: 'withdrawal' });
    expect(withdrawals).toMatchObject({
      total: 1,
      items: [{ id: withdrawal.id, type: 'withdrawal', status: 'pending' }],
    });

    const all = await page(cookie, { count: '10' });
    expect(all.total).toBe(6);
    expect(all.items[0]!.id).toBe(withdrawal.id);
  });

  it('filters by statuses, as a list or repeated', async () => {
    const { cookie } = await registerPlayer(t.app);
    const paid = await depositWith(cookie, '10', 'success');
    const failed = await depositWith(cookie, '10', 'failure');
    await depositWith(cookie, '10', null);
    expect((await page(cookie, { type: 'deposit', statuses: 'success' })).items.map((i) => i.id)).toEqual([
      paid,
    ]);
    expect((await page(cookie, { statuses: 'success,fail' })).items.map((i) => i.id)).toEqual([failed, paid]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cashier/gethistory?v=2.34&locale=en&statuses[]=success&statuses[]=fail',
      headers: { cookie },
    });
    expect((response.json().data as { total: number }).total).toBe(2);
  });

  it('answers deposit history with count 1 as the registration hint needs: total 0 until a deposit', async () => {
    const { cookie } = await registerPlayer(t.app);
    expect(await page(cookie, { type: 'deposit', count: '1' })).toEqual({ total: 0, items: [] });
    await depositWith(cookie, '10', null);
    expect((await page(cookie, { type: 'deposit', count: '1' })).total).toBe(1);
  });

  it("never shows another player's payments", async () => {
    const owner = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    await depositWith(owner.cookie, '10', 'success');
    expect(await page(other.cookie)).toEqual({ total: 0, items: [] });
  });

  it.each<[Record<string, string>, Record<string, string>]>([
    [{ type: 'bonuses' }, { type: 'Choose one of the options' }],
    [{ offset: '-1' }, { offset: 'Check this value' }],
    [{ offset: '1e3' }, { offset: 'Check this value' }],
    [{ count: '0' }, { count: 'Check this value' }],
    [{ count: '101' }, { count: 'Check this value' }],
    [{ statuses: 'success,paid' }, { statuses: 'Choose one of the options' }],
    [{ statuses: 's'.repeat(201) }, { statuses: 'Use no more than 200 characters' }],
  ])('refuses %o', async (params, fields) => {
    const { cookie } = await registerPlayer(t.app);
    expectFieldErrors(await history(cookie, params), fields);
  });

  it('refuses guests', async () => {
    errorOf(await callApi(t.app, 'GET', 'cashier/gethistory'), 'AuthorizationException', 401);
  });
});

describe('the bonuses and cashbacks tabs', () => {
  it('answer an empty list until bonuses and cashbacks exist, and refuse bad input', async () => {
    const { cookie } = await registerPlayer(t.app);
    expect(
      dataOf(await callApi(t.app, 'GET', 'bonuses/get', { offset: '0', count: '4' }, { cookie })),
    ).toEqual({
      total: 0,
      items: [],
    });
    expect(
      dataOf(
        await callApi(t.app, 'GET', 'cashbacks/get', { count: '4', statuses: 'active,paid_out' }, { cookie }),
      ),
    ).toEqual({ total: 0, items: [] });
    expectFieldErrors(await callApi(t.app, 'GET', 'bonuses/get', { count: '-4' }, { cookie }), {
      count: 'Check this value',
    });
    expectFieldErrors(await callApi(t.app, 'GET', 'cashbacks/get', { statuses: 'lost' }, { cookie }), {
      statuses: 'Choose one of the options',
    });
    errorOf(await callApi(t.app, 'GET', 'bonuses/get'), 'AuthorizationException', 401);
    errorOf(await callApi(t.app, 'GET', 'cashbacks/get'), 'AuthorizationException', 401);
  });
});
