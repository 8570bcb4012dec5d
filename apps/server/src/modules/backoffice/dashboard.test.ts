import type { DashboardAnswer } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundDemoPlayer } from '../../seed/fund-demo-player.js';
import { registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { eligiblePlayer, withdraw } from '../cashier/cashier-testing.js';
import { callBackoffice, operatorSession } from './backoffice-testing.js';
import { sumByCurrency } from './dashboard.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let admin: { cookie: string };
let finance: { cookie: string };
let content: { cookie: string };
beforeAll(async () => {
  // Rows are stamped by the database's clock: the test's clock starts at the same moment.
  t.clock.advance(Date.now() - t.clock.now().getTime());
  admin = await operatorSession(t, 'administrator');
  finance = await operatorSession(t, 'finance');
  content = await operatorSession(t, 'content');
});

async function dashboard(cookie: string): Promise<DashboardAnswer> {
  return dataOf<DashboardAnswer>(await callBackoffice(t, 'dashboard/get', {}, { cookie }));
}

const eur = (answer: DashboardAnswer, window: 'today' | 'week') =>
  answer.money?.[window].find((row) => row.currency === 'EUR');

describe('dashboard/get', () => {
  it('counts what waits, the day’s money and the new players, as they change', async () => {
    const before = await dashboard(admin.cookie);
    expect(before.day).toBe(new Date().toISOString().slice(0, 10));

    const { uid } = await registerPlayer(t.app);
    await fundDemoPlayer(t.services, {
      userId: uid,
      currency: 'EUR',
      amountMinor: 2_500n,
      seed: 'dashboard',
    });
    const withdrawer = await eligiblePlayer(t, { balance: 60 });
    dataOf(await withdraw(t, withdrawer.cookie, { method: 'card', amount: '25' }));
    await t.database.db.execute(
      sql`INSERT INTO support_feedback (reference, email, topic, message, locale)
          VALUES ('FB-DASH0001', 'player@example.com', 'payments', 'Where is my money?', 'en')`,
    );

    const after = await dashboard(admin.cookie);
    expect(after.players!.registeredToday - before.players!.registeredToday).toBe(2);
    expect(after.players!.registeredWeek - before.players!.registeredWeek).toBe(2);
    // The funded withdrawer's money came without a payment: only the card deposit is a first one.
    expect(after.players!.firstDepositsToday - before.players!.firstDepositsToday).toBe(1);
    expect(after.queues.withdrawals!.count - before.queues.withdrawals!.count).toBe(1);
    expect(after.queues.withdrawals!.oldestAt).not.toBeNull();
    expect(after.queues.feedback!.count - before.queues.feedback!.count).toBe(1);
    for (const queue of Object.values(after.queues)) expect(queue!.count).toBeGreaterThanOrEqual(0);

    const depositsToday = eur(after, 'today')!.depositsMinor - (eur(before, 'today')?.depositsMinor ?? 0);
    expect(depositsToday).toBe(2_500 + 6_000);
    expect(eur(after, 'week')!.depositsMinor).toBeGreaterThanOrEqual(eur(after, 'today')!.depositsMinor);
  });

  it('answers each operator only the parts their role may read', async () => {
    const financial = await dashboard(finance.cookie);
    expect(financial.money).not.toBeNull();
    expect(financial.players).not.toBeNull();
    expect(financial.queues.withdrawals).not.toBeNull();
    expect(financial.queues.adjustments).not.toBeNull();
    expect(financial.queues.chats).toBeNull();
    expect(financial.queues.feedback).toBeNull();

    const editorial = await dashboard(content.cookie);
    expect(editorial.money).toBeNull();
    expect(editorial.players).not.toBeNull();
    expect(Object.values(editorial.queues).every((queue) => queue === null)).toBe(true);
  });

  it('refuses unknown input and callers without a session', async () => {
    errorOf(
      await callBackoffice(t, 'dashboard/get', { days: 30 }, { cookie: admin.cookie }),
      'InvalidParameterException',
      400,
    );
    expect((await callBackoffice(t, 'dashboard/get', {})).status).toBe(401);
  });
});

describe('sumByCurrency', () => {
  it('sums the daily rows per currency', () => {
    const row = (day: string, currency: string, minor: number) => ({
      day,
      currency,
      depositsMinor: minor,
      withdrawalsMinor: 1,
      stakesMinor: 10,
      winsMinor: 4,
      ggrMinor: 6,
      bonusesMinor: 2,
      ngrMinor: 4,
    });
    expect(
      sumByCurrency([row('2026-11-28', 'USD', 5), row('2026-11-28', 'EUR', 7), row('2026-11-29', 'EUR', 3)]),
    ).toEqual([
      { currency: 'EUR', depositsMinor: 10, withdrawalsMinor: 2, ggrMinor: 12, ngrMinor: 8 },
      { currency: 'USD', depositsMinor: 5, withdrawalsMinor: 1, ggrMinor: 6, ngrMinor: 4 },
    ]);
  });
});
