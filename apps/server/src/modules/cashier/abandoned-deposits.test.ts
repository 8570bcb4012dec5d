import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { ABANDONED_DEPOSIT_MINUTES } from './cashier-service.js';
import { mainBalance } from './cashier-testing.js';

// Issue 17, defect 7: a deposit the player leaves on the provider's page (never paying, never
// cancelling) expires after a set time, and the history says so; the provider's later word still counts.

let t: TestApp;

shareTestApp(
  (app) => {
    t = app;
  },
  { PSP_SANDBOX_DUPLICATE_PROBABILITY: '0', PSP_SANDBOX_PENDING_DELAY_MS: '3600000' },
);

const MINUTE = 60_000;

async function open(cookie: string, amount: string) {
  return dataOf<{ id: number; redirect_url: string }>(
    await callApi(t.app, 'POST', 'cashier/makedeposit', { method: 'ewallet', amount }, { cookie }),
  );
}

function choose(url: string, choice: 'success' | 'pending') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ choice }).toString(),
  });
}

async function statuses(cookie: string): Promise<Record<number, string>> {
  const page = dataOf<{ items: { id: number; status: string }[] }>(
    await callApi(t.app, 'GET', 'cashier/gethistory', { type: 'deposit', count: '20' }, { cookie }),
  );
  return Object.fromEntries(page.items.map((item) => [item.id, item.status]));
}

describe('abandoned deposits', () => {
  it(`expire after ${ABANDONED_DEPOSIT_MINUTES} minutes still created, and the history says expired`, async () => {
    const { cookie } = await registerPlayer(t.app);
    const abandoned = await open(cookie, '20');
    const paid = await open(cookie, '21');
    await choose(paid.redirect_url, 'success');
    const pending = await open(cookie, '22');
    await choose(pending.redirect_url, 'pending');

    t.clock.advance((ABANDONED_DEPOSIT_MINUTES - 1) * MINUTE);
    await t.services.cashier.expireAbandonedDeposits();
    expect((await statuses(cookie))[abandoned.id]).toBe('created');

    t.clock.advance(2 * MINUTE);
    expect(await t.services.cashier.expireAbandonedDeposits()).toBeGreaterThanOrEqual(1);
    expect(await statuses(cookie)).toMatchObject({
      [abandoned.id]: 'expired',
      [paid.id]: 'success',
      [pending.id]: 'pending',
    });
    // Run again: nothing more to do for this player.
    await t.services.cashier.expireAbandonedDeposits();
    expect((await statuses(cookie))[abandoned.id]).toBe('expired');
    const filtered = dataOf<{ items: { id: number }[] }>(
      await callApi(t.app, 'GET', 'cashier/gethistory', { statuses: 'expired' }, { cookie }),
    );
    expect(filtered.items.map((item) => item.id)).toEqual([abandoned.id]);
  });

  it('still credits an expired deposit the provider confirms late', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const late = await open(cookie, '30');
    t.clock.advance((ABANDONED_DEPOSIT_MINUTES + 1) * MINUTE);
    await t.services.cashier.expireAbandonedDeposits();
    expect((await statuses(cookie))[late.id]).toBe('expired');
    const before = await mainBalance(t, uid);
    await choose(late.redirect_url, 'success');
    await t.services.afterAnswer.settled();
    await expect.poll(async () => (await statuses(cookie))[late.id]).toBe('success');
    expect(await mainBalance(t, uid)).toBe(before + 3000n);
  });
});
