import { describe, expect, it } from 'vitest';
import { callApi, type TestApp, uniqueIp } from '../testing/app.js';
import { dataOf } from '../testing/expect-api.js';
import { shareTestApp } from '../testing/shared-test-app.js';
import { ABANDONED_DEMO_DEPOSIT } from './abandoned-deposit-demo.js';
import { DEMO_PLAYER } from './demo-data.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

describe('the demo player’s abandoned deposit', () => {
  it('is in their deposit history as expired, beside the paid one', async () => {
    const login = await callApi(
      t.app,
      'POST',
      'auth/login',
      { login: DEMO_PLAYER.login, password: DEMO_PLAYER.password },
      { remoteAddress: uniqueIp() },
    );
    const cookie = login.sessionCookie!;
    const { items } = dataOf<{ items: { status: string; amount: { amount: string } }[] }>(
      await callApi(t.app, 'GET', 'cashier/gethistory', { type: 'deposit', count: '20' }, { cookie }),
    );
    const expired = items.filter((item) => item.status === 'expired');
    expect(expired).toHaveLength(1);
    expect(Number(expired[0]!.amount.amount)).toBe(Number(ABANDONED_DEMO_DEPOSIT.amount));
    expect(items.some((item) => item.status === 'success')).toBe(true);
  });
});
