import { queryRows } from '@jeton/db';
import type { WithdrawalListItem } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';
import { eligiblePlayer, withdraw } from '../cashier/cashier-testing.js';

let t: TestApp;
shareTestApp(
  (app) => {
    t = app;
  },
  { PSP_SANDBOX_DUPLICATE_PROBABILITY: '0' },
);

interface CheckRow extends Record<string, unknown> {
  subject: string;
  score: number;
  decision: string;
  reasons: string[];
  payment_id: string | null;
  device_session: string | null;
}

async function checksOf(uid: number): Promise<CheckRow[]> {
  return queryRows<CheckRow>(
    t.database.db,
    sql`SELECT subject, score, decision, reasons, payment_id, device_session FROM fraud_checks
        WHERE user_id = ${uid} ORDER BY id`,
  );
}

describe('the fraud check', () => {
  it('scores a registration with a disposable email, with the device session the form sent', async () => {
    const { uid } = await registerPlayer(t.app, {
      login: `burner-${Math.random().toString(36).slice(2, 8)}@mailinator.com`,
      seon_session: 'device-burner',
    });
    await t.services.afterAnswer.settled();
    expect(await checksOf(uid)).toEqual([
      expect.objectContaining({
        subject: 'registration',
        score: 40,
        decision: 'review',
        reasons: ['disposable_email'],
        device_session: 'device-burner',
      }),
    ]);
  });

  it('scores a deposit with the device session of the last fraud-check hit', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await t.app.inject({
      method: 'GET',
      url: `/hit?kind=fraud-check&seon_session=dev-${uid}`,
      headers: { cookie },
    });
    const deposit = dataOf<{ id: number }>(
      await callApi(t.app, 'POST', 'cashier/makedeposit', { method: 'card', amount: '20' }, { cookie }),
    );
    const checks = await checksOf(uid);
    expect(checks.at(-1)).toEqual(
      expect.objectContaining({ subject: 'deposit', decision: 'approve', device_session: `dev-${uid}` }),
    );
    expect(Number(checks.at(-1)!.payment_id)).toBe(deposit.id);
  });

  it('holds a withdrawal of a day-old account, and the back-office queue shows its score and reasons', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 200 });
    const { id } = dataOf<{ id: number }>(await withdraw(t, cookie, { method: 'card', amount: '50' }));
    const [check] = (await checksOf(uid)).filter((c) => c.subject === 'withdrawal');
    expect(check).toEqual(
      expect.objectContaining({
        decision: 'review',
        score: 40,
        reasons: ['no_device_session', 'new_account'],
      }),
    );

    const admin = await operatorSession(t, 'finance');
    const queue = dataOf<{ items: WithdrawalListItem[] }>(
      await callBackoffice(
        t,
        'withdrawals/list',
        { status: 'pending', playerId: uid },
        { cookie: admin.cookie },
      ),
    );
    expect(queue.items).toEqual([
      expect.objectContaining({
        id,
        fraudHold: { score: 40, decision: 'review', reasons: ['no_device_session', 'new_account'] },
      }),
    ]);
  });

  it('leaves a clear withdrawal without a hold', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 200 });
    await t.database.db.execute(
      sql`UPDATE users SET created_at = now() - interval '30 days' WHERE id = ${uid}`,
    );
    await t.app.inject({
      method: 'GET',
      url: `/hit?kind=fraud-check&seon_session=clean-${uid}`,
      headers: { cookie },
    });
    const { id } = dataOf<{ id: number }>(await withdraw(t, cookie, { method: 'card', amount: '50' }));
    const admin = await operatorSession(t, 'finance');
    const queue = dataOf<{ items: WithdrawalListItem[] }>(
      await callBackoffice(
        t,
        'withdrawals/list',
        { status: 'pending', playerId: uid },
        { cookie: admin.cookie },
      ),
    );
    expect(queue.items).toEqual([expect.objectContaining({ id, fraudHold: null })]);
  });
});
