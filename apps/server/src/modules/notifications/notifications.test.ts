import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectRefusal } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { ADMIN_TOKEN, adminCall, eligiblePlayer, withdraw } from '../cashier/cashier-testing.js';

let t: TestApp;

shareTestApp(
  (app) => {
    t = app;
  },
  { ADMIN_TOKEN, PSP_SANDBOX_DUPLICATE_PROBABILITY: '0' },
);

interface Notices {
  total: number;
  unread: number;
  items: { id: number; kind: string; params: Record<string, unknown>; created_at: string; read: boolean }[];
}

async function list(cookie: string, params: Record<string, number | string> = {}) {
  return dataOf<Notices>(await callApi(t.app, 'GET', 'notifications/get', params, { cookie }));
}

async function unread(cookie: string) {
  return dataOf<{ unread: number }>(
    await callApi(t.app, 'GET', 'notifications/getUnreadCount', {}, { cookie }),
  ).unread;
}

/** A deposit made through the API and confirmed by the sandbox provider's event. */
async function confirmedDeposit(cookie: string, uid: number, amount: string) {
  dataOf(await callApi(t.app, 'POST', 'cashier/makedeposit', { method: 'card', amount }, { cookie }));
  const [payment] = await queryRows<{ id: string; provider_reference: string; amount_minor: string }>(
    t.database.db,
    sql`SELECT id, provider_reference, amount_minor::text AS amount_minor FROM payment_transactions
        WHERE user_id = ${uid} AND kind = 'deposit' ORDER BY id DESC LIMIT 1`,
  );
  const event = {
    eventId: `evt_${Math.random().toString(36).slice(2)}`,
    providerReference: payment!.provider_reference,
    status: 'success' as const,
    amountMinor: BigInt(payment!.amount_minor),
    currency: 'EUR',
  };
  expect(await t.services.cashier.applyProviderEvent('sandbox', event)).toBe('applied');
  // The provider repeats itself: no second notice.
  expect(
    await t.services.cashier.applyProviderEvent('sandbox', { ...event, eventId: `${event.eventId}-again` }),
  ).not.toBe('applied');
  return Number(payment!.id);
}

describe('notices of the cashier', () => {
  it('a confirmed deposit, a paid and a declined withdrawal each leave one notice', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 300 });
    expect(await unread(cookie)).toBe(0);
    const depositId = await confirmedDeposit(cookie, uid, '25');
    expect(await unread(cookie)).toBe(1);

    const paid = dataOf<{ id: number }>(await withdraw(t, cookie, { method: 'card', amount: '40' }));
    expect((await adminCall(t, 'POST', `/admin/withdrawals/${paid.id}/approve`)).status).toBe(200);
    const declined = dataOf<{ id: number }>(await withdraw(t, cookie, { method: 'card', amount: '30' }));
    await adminCall(t, 'POST', `/admin/withdrawals/${declined.id}/decline`, { reason: 'Card expired' });
    // The player's own cancel tells them nothing new.
    const cancelled = dataOf<{ id: number }>(await withdraw(t, cookie, { method: 'card', amount: '20' }));
    dataOf(await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: cancelled.id }, { cookie }));

    const page = await list(cookie);
    expect(page).toMatchObject({ total: 3, unread: 3 });
    expect(page.items.map((n) => [n.kind, n.params, n.read])).toEqual([
      [
        'withdrawal_declined',
        { amount: 30, currency: 'EUR', payment_id: declined.id, reason: 'Card expired' },
        false,
      ],
      ['withdrawal_paid', { amount: 40, currency: 'EUR', payment_id: paid.id }, false],
      ['deposit_credited', { amount: 25, currency: 'EUR', payment_id: depositId }, false],
    ]);
    expect(page.items[0]!.created_at).toBe(t.clock.now().toISOString());
  });
});

describe('notifications/get, getUnreadCount and markRead', () => {
  async function playerWithNotices(count: number) {
    const player = await registerPlayer(t.app);
    for (let i = 0; i < count; i++) {
      await t.services.notifications.notify(t.services.db, player.uid, 'deposit_credited', {
        amount: 10 + i,
        currency: 'EUR',
        payment_id: 1000 + i,
      });
    }
    return player;
  }

  it('pages newest first and marks one, then all, read', async () => {
    const { cookie } = await playerWithNotices(5);
    const first = await list(cookie, { count: 2 });
    expect(first).toMatchObject({ total: 5, unread: 5 });
    expect(first.items.map((n) => n.params.amount)).toEqual([14, 13]);
    const rest = await list(cookie, { offset: 2, count: 10 });
    expect(rest.items.map((n) => n.params.amount)).toEqual([12, 11, 10]);

    const one = first.items[1]!.id;
    expect(dataOf(await callApi(t.app, 'POST', 'notifications/markRead', { id: one }, { cookie }))).toEqual({
      unread: 4,
    });
    // Again: still read, nothing else changes.
    expect(dataOf(await callApi(t.app, 'POST', 'notifications/markRead', { id: one }, { cookie }))).toEqual({
      unread: 4,
    });
    expect((await list(cookie)).items.find((n) => n.id === one)?.read).toBe(true);
    expect(dataOf(await callApi(t.app, 'POST', 'notifications/markRead', { id: 'all' }, { cookie }))).toEqual(
      {
        unread: 0,
      },
    );
    expect(await unread(cookie)).toBe(0);
    expect((await list(cookie)).items.every((n) => n.read)).toBe(true);
  });

  it("never reaches another player's notice, and refuses bad input without writing", async () => {
    const owner = await playerWithNotices(1);
    const theirs = (await list(owner.cookie)).items[0]!.id;
    const other = await playerWithNotices(1);
    const before = await databaseState(t.services.db);
    const refused = errorOf(
      await callApi(t.app, 'POST', 'notifications/markRead', { id: theirs }, { cookie: other.cookie }),
      'InvalidParameterException',
      400,
    );
    expect(refused.code).toBe('NOTIFICATION_NOT_FOUND');
    for (const params of [
      {},
      { id: '0' },
      { id: '-1' },
      { id: 'some' },
      { id: '1'.repeat(5000) },
      { id: '1e3' },
    ]) {
      expectRefusal(
        (await callApi(t.app, 'POST', 'notifications/markRead', params, { cookie: other.cookie })).response,
      );
    }
    for (const params of [{ count: 0 }, { count: 101 }, { offset: -1 }, { offset: 'x'.repeat(1000) }]) {
      errorOf(
        await callApi(t.app, 'GET', 'notifications/get', params, { cookie: other.cookie }),
        'InvalidParameterException',
        400,
      );
    }
    expect((await databaseState(t.services.db)).digests.notifications).toBe(before.digests.notifications);
    expect(await unread(owner.cookie)).toBe(1);
    expect((await list(other.cookie)).items.map((n) => n.id)).not.toContain(theirs);
  });

  it('is for players only', async () => {
    errorOf(await callApi(t.app, 'GET', 'notifications/get'), 'AuthorizationException', 401);
    errorOf(await callApi(t.app, 'GET', 'notifications/getUnreadCount'), 'AuthorizationException', 401);
    errorOf(
      await callApi(t.app, 'POST', 'notifications/markRead', { id: 'all' }),
      'AuthorizationException',
      401,
    );
  });
});
