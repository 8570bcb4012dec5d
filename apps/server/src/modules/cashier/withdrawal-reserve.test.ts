import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expirePendingTransfers, houseBalance } from '../../ledger/index.js';
import { callApi, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { ADMIN_TOKEN, adminCall, eligiblePlayer, mainBalance, withdraw } from './cashier-testing.js';
import { WITHDRAWAL_RESERVE_EXPIRY_MS } from './withdrawal-service.js';

// Withdrawals as two-phase ledger transfers (decision 0028): what the expiry sweep does to them, and
// withdrawals reserved before the change, which have no pending transfer.

let t: TestApp;

shareTestApp(
  (app) => {
    t = app;
  },
  { ADMIN_TOKEN },
);

async function request(cookie: string, amount: string): Promise<number> {
  return dataOf<{ id: number }>(await withdraw(t, cookie, { method: 'card', amount })).id;
}

/** The expiry sweep as housekeeping runs it, at a time this far after the test clock's now. */
function sweepAfter(ms: number) {
  return expirePendingTransfers(t.database.db, new Date(t.clock.now().getTime() + ms), 100, {
    withdrawal: t.services.withdrawals.reserveExpired,
  });
}

async function ledgerKinds(id: number): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(
    t.database.db,
    sql`SELECT kind FROM ledger_transactions WHERE reference = ${`withdrawal:${id}`} ORDER BY id`,
  );
  return rows.map((r) => r.kind);
}

async function statusOf(cookie: string, id: number): Promise<string> {
  const receipt = dataOf<{ status: string }>(
    await callApi(t.app, 'GET', 'cashier/getdepositinfo', { id }, { cookie }),
  );
  return receipt.status;
}

const hold = () => houseBalance(t.database.db, 'withdrawal_hold', 'EUR');
const clearing = () => houseBalance(t.database.db, 'payment_clearing', 'EUR');

describe('a withdrawal left pending', () => {
  it('past its expiry returns to the player as declined, with the notice of a decline', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 300 });
    const holdBefore = await hold();
    const id = await request(cookie, '120');
    expect(await sweepAfter(WITHDRAWAL_RESERVE_EXPIRY_MS - 60_000)).toBe(0);
    expect(await statusOf(cookie, id)).toBe('pending');

    expect(await sweepAfter(WITHDRAWAL_RESERVE_EXPIRY_MS + 60_000)).toBe(1);
    expect(await statusOf(cookie, id)).toBe('fail');
    expect(await mainBalance(t, uid)).toBe(30_000n);
    expect(await hold()).toBe(holdBefore);
    expect(await ledgerKinds(id)).toEqual(['withdrawal_reserve', 'withdrawal_expire']);
    const notices = await queryRows<{ kind: string; params: unknown }>(
      t.database.db,
      sql`SELECT kind, params FROM notifications WHERE user_id = ${uid}`,
    );
    expect(notices).toEqual([
      { kind: 'withdrawal_declined', params: { amount: 120, currency: 'EUR', payment_id: id } },
    ]);

    // It is over: a later sweep, approval or cancellation moves nothing.
    expect(await sweepAfter(WITHDRAWAL_RESERVE_EXPIRY_MS + 120_000)).toBe(0);
    expect((await adminCall(t, 'POST', `/admin/withdrawals/${id}/approve`)).body.error?.code).toBe(
      'WITHDRAWAL_NOT_PENDING',
    );
    const cancel = await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id }, { cookie });
    expect(errorOf(cancel, 'InvalidRequestException', 400).code).toBe('WITHDRAWAL_NOT_PENDING');
    expect(await mainBalance(t, uid)).toBe(30_000n);
    expect(await ledgerKinds(id)).toHaveLength(2);
  });

  it('past its expiry but not swept yet cannot be paid; the player may still cancel it', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 300 });
    const id = await request(cookie, '100');
    await t.database.db.execute(
      sql`UPDATE ledger_pending_transfers SET expires_at = ${new Date(t.clock.now().getTime() - 1000).toISOString()}
          WHERE idempotency_key = ${`withdrawal:${id}`}`,
    );
    const approve = await adminCall(t, 'POST', `/admin/withdrawals/${id}/approve`);
    expect(approve.status).toBe(400);
    expect(approve.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'WITHDRAWAL_EXPIRED' });
    expect(await statusOf(cookie, id)).toBe('pending');
    expect(await mainBalance(t, uid)).toBe(20_000n);

    dataOf(await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id }, { cookie }));
    expect(await statusOf(cookie, id)).toBe('cancel');
    expect(await mainBalance(t, uid)).toBe(30_000n);
    expect(await ledgerKinds(id)).toEqual(['withdrawal_reserve', 'withdrawal_void']);
  });
});

describe('a withdrawal reserved before two-phase transfers (no pending transfer)', () => {
  it('is paid, declined or cancelled from the hold as then, and never expires', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 300 });
    const [paid, declined, cancelled] = [
      await request(cookie, '50'),
      await request(cookie, '60'),
      await request(cookie, '70'),
    ];
    // What the ledger held before the change: the reserve transfer only.
    await t.database.db.execute(
      sql`DELETE FROM ledger_pending_transfers
          WHERE idempotency_key IN (${`withdrawal:${paid}`}, ${`withdrawal:${declined}`}, ${`withdrawal:${cancelled}`})`,
    );
    expect(await sweepAfter(WITHDRAWAL_RESERVE_EXPIRY_MS * 2)).toBe(0);
    const [holdBefore, clearingBefore] = [await hold(), await clearing()];

    expect((await adminCall(t, 'POST', `/admin/withdrawals/${paid}/approve`)).body.data?.status).toBe(
      'success',
    );
    expect((await adminCall(t, 'POST', `/admin/withdrawals/${declined}/decline`)).body.data?.status).toBe(
      'fail',
    );
    dataOf(await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: cancelled }, { cookie }));
    // Repeated, each changes nothing.
    await adminCall(t, 'POST', `/admin/withdrawals/${paid}/approve`);
    dataOf(await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: cancelled }, { cookie }));

    expect(await hold()).toBe(holdBefore - 18_000n);
    expect(await clearing()).toBe(clearingBefore + 5_000n);
    expect(await mainBalance(t, uid)).toBe(30_000n - 5_000n);
    expect([await ledgerKinds(paid), await ledgerKinds(declined), await ledgerKinds(cancelled)]).toEqual([
      ['withdrawal_reserve', 'withdrawal'],
      ['withdrawal_reserve', 'withdrawal_return'],
      ['withdrawal_reserve', 'withdrawal_return'],
    ]);
  });
});
