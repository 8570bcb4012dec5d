import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { houseBalance } from '../../ledger/index.js';
import { SIGNATURE_HEADER, signWebhook } from '../../providers/payments/sandbox-psp.js';
import { callApi, registerPlayer, registerUnconfirmedPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import {
  ADMIN_TOKEN,
  adminCall,
  eligiblePlayer,
  fund,
  ledgerCount,
  mainBalance,
  paymentCount,
  withdraw,
} from './cashier-testing.js';

let t: TestApp;

shareTestApp(
  (app) => {
    t = app;
  },
  { ADMIN_TOKEN, PSP_SANDBOX_DUPLICATE_PROBABILITY: '0' },
);

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

interface Withdrawal {
  id: number;
  status: string;
}

async function requestCard(cookie: string, amount: string): Promise<Withdrawal> {
  return dataOf<Withdrawal>(await withdraw(t, cookie, { method: 'card', amount }));
}

async function hold(): Promise<bigint> {
  return houseBalance(t.database.db, 'withdrawal_hold', 'EUR');
}

describe('cashier/getwithdrawsettings and cashier/getbanks', () => {
  it("lists the methods open to the player's currency, the balance and today's use of the limits", async () => {
    const { cookie } = await eligiblePlayer(t, { balance: 300 });
    await requestCard(cookie, '100');
    const settings = dataOf<{
      currency: string;
      balance: { amount: number; currency: string };
      methods: { method: string; requisites: string; min: number; max: number }[];
      daily_limits: { count: number; used_count: number; amount: number; used_amount: number };
      kyc_threshold: number;
      is_verified: boolean;
    }>(await callApi(t.app, 'GET', 'cashier/getwithdrawsettings', {}, { cookie }));
    expect(settings.currency).toBe('EUR');
    expect(settings.balance).toEqual({ amount: 200, currency: 'EUR' });
    expect(settings.methods.map((m) => [m.method, m.requisites])).toEqual([
      ['card', 'none'],
      ['bank_transfer', 'iban'],
      ['ewallet', 'wallet_email'],
      ['crypto', 'crypto_address'],
    ]);
    expect(settings.methods[0]).toMatchObject({ min: 20, max: 5000 });
    expect(settings.daily_limits).toEqual({ count: 3, used_count: 1, amount: 10000, used_amount: 100 });
    expect(settings.kyc_threshold).toBe(2000);
    expect(settings.is_verified).toBe(false);
  });

  it('lists the banks of bank transfers', async () => {
    const { cookie } = await registerPlayer(t.app);
    const banks = dataOf<{ items: { id: string; name: string; bic: string }[] }>(
      await callApi(t.app, 'GET', 'cashier/getbanks', {}, { cookie }),
    );
    expect(banks.items.length).toBeGreaterThan(0);
    expect(banks.items[0]).toEqual({ id: 'bnp', name: 'BNP Paribas', bic: 'BNPAFRPP' });
  });

  it('refuses guests', async () => {
    for (const method of ['getwithdrawsettings', 'getbanks']) {
      errorOf(await callApi(t.app, 'GET', `cashier/${method}`), 'AuthorizationException', 401);
    }
    errorOf(
      await callApi(t.app, 'POST', 'cashier/makewithdrawal', { method: 'card', amount: '50' }),
      'AuthorizationException',
      401,
    );
    errorOf(
      await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: '1' }),
      'AuthorizationException',
      401,
    );
  });
});

describe('cashier/makewithdrawal: bad input is refused and writes nothing', () => {
  it.each<{ params: Record<string, string>; fields: Record<string, string> }>([
    { params: { amount: '100' }, fields: { method: 'Please fill in this field' } },
    { params: { method: 'card' }, fields: { amount: 'Please fill in this field' } },
    { params: { method: 'cheque', amount: '100' }, fields: { method: 'Choose one of the options' } },
    { params: { method: 'card', amount: '0' }, fields: { amount: 'Enter a whole amount, for example 50' } },
    {
      params: { method: 'card', amount: '12.5' },
      fields: { amount: 'Enter a whole amount, for example 50' },
    },
    { params: { method: 'card', amount: '-50' }, fields: { amount: 'Enter a whole amount, for example 50' } },
    {
      params: { method: 'card', amount: '1'.repeat(33) },
      fields: { amount: 'Use no more than 32 characters' },
    },
    {
      params: { method: 'bank_transfer', amount: '100', bank_id: 'bnp' },
      fields: { requisites: 'Please fill in this field' },
    },
    {
      params: {
        method: 'bank_transfer',
        amount: '100',
        requisites: 'FR76 3000 6000 0112 3456 7890 188',
        bank_id: 'bnp',
      },
      fields: { requisites: 'Check this value' },
    },
    {
      params: { method: 'bank_transfer', amount: '100', requisites: IBAN },
      fields: { bank_id: 'Please fill in this field' },
    },
    {
      params: { method: 'bank_transfer', amount: '100', requisites: IBAN, bank_id: 'nowhere' },
      fields: { bank_id: 'Choose one of the options' },
    },
    {
      params: { method: 'ewallet', amount: '100', requisites: 'not-an-email' },
      fields: { requisites: 'Check the email address, for example name@example.com' },
    },
    {
      params: { method: 'crypto', amount: '100', requisites: '0x123' },
      fields: { requisites: 'Check this value' },
    },
    {
      params: { method: 'crypto', amount: '100', requisites: 'x'.repeat(129) },
      fields: { requisites: 'Use no more than 128 characters' },
    },
  ])('$params → $fields', async ({ params, fields }) => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 500 });
    expectFieldErrors(await withdraw(t, cookie, params), fields);
    expect(await paymentCount(t, uid)).toBe(0);
    expect(await mainBalance(t, uid)).toBe(50_000n);
  });

  it.each(['10', '19', '5001', '1,000,000', '9'.repeat(20)])(
    'refuses %s outside the card method’s limits',
    async (amount) => {
      const { cookie, uid } = await eligiblePlayer(t, { balance: 500, verified: true });
      const error = errorOf(
        await withdraw(t, cookie, { method: 'card', amount }),
        'WithdrawalLimitsExceededException',
        422,
      );
      expect(error.code).toBe('METHOD_LIMITS');
      expect(error.data).toMatchObject({
        min: 20,
        max: 5000,
        fields: { amount: 'Enter an amount between 20 and 5000' },
      });
      expect(await paymentCount(t, uid)).toBe(0);
    },
  );
});

describe('who may withdraw', () => {
  it('needs a confirmed login contact, with the link of the config', async () => {
    const { cookie, uid } = await registerUnconfirmedPlayer(t.app);
    await fund(t, uid, 100);
    const error = errorOf(
      await withdraw(t, cookie, { method: 'card', amount: '50' }),
      'UserNeedConfirmContactException',
      409,
    );
    expect(error).toMatchObject({
      code: 'CONTACT_UNCONFIRMED',
      data: { contact: 'email', link: '/profile/settings' },
    });
    expect(await paymentCount(t, uid)).toBe(0);
    expect(await mainBalance(t, uid)).toBe(10_000n);
  });

  it('needs the name and date of birth in the profile', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 100 });
    await t.database.db.execute(
      sql`UPDATE user_profiles SET last_name = '', birth_date = '' WHERE user_id = ${uid}`,
    );
    const error = errorOf(
      await withdraw(t, cookie, { method: 'card', amount: '50' }),
      'KycUserProfileException',
      409,
    );
    expect(error).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      data: { missing: ['last_name', 'birth_date'] },
    });
    expect(await paymentCount(t, uid)).toBe(0);
  });

  it('needs a verified identity above the KYC threshold, and always under a KYC block', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 3000 });
    const above = errorOf(
      await withdraw(t, cookie, { method: 'card', amount: '2001' }),
      'KycWithdrawalException',
      409,
    );
    expect(above).toMatchObject({
      code: 'KYC_THRESHOLD',
      data: { threshold: 2000, link: '/profile/verification' },
    });
    expect(await paymentCount(t, uid)).toBe(0);
    dataOf(await withdraw(t, cookie, { method: 'card', amount: '2000' }));

    await t.database.db.execute(sql`UPDATE users SET is_kyc_block_enabled = true WHERE id = ${uid}`);
    const blocked = errorOf(
      await withdraw(t, cookie, { method: 'card', amount: '20' }),
      'KycWithdrawalException',
      409,
    );
    expect(blocked.code).toBe('KYC_BLOCK');

    await t.database.db.execute(sql`UPDATE users SET is_verified = true WHERE id = ${uid}`);
    dataOf(await withdraw(t, cookie, { method: 'card', amount: '900' }));
    expect(await mainBalance(t, uid)).toBe(10_000n);
  });
});

describe('a withdrawal request', () => {
  it('reserves the amount: main balance down, withdrawal hold up, pending in history and receipt', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 500 });
    const holdBefore = await hold();
    const request = dataOf<Withdrawal>(
      await withdraw(t, cookie, {
        method: 'bank_transfer',
        amount: '1,50',
        requisites: IBAN,
        bank_id: 'socgen',
      }),
    );
    expect(request.status).toBe('pending');
    expect(await mainBalance(t, uid)).toBe(35_000n);
    expect(await hold()).toBe(holdBefore + 15_000n);
    const receipt = dataOf(
      await callApi(t.app, 'GET', 'cashier/getdepositinfo', { id: request.id }, { cookie }),
    );
    expect(receipt).toMatchObject({
      id: request.id,
      type: 'withdrawal',
      method: 'bank_transfer',
      status: 'pending',
      amount: { amount: 150, currency: 'EUR' },
      requisites: 'FR76…0189',
    });
    expect(await ledgerCount(t, `withdrawal:${request.id}`)).toBe(1);
  });

  it('takes wallet and crypto requisites', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 500 });
    dataOf(await withdraw(t, cookie, { method: 'ewallet', amount: '40', requisites: 'Ada@Wallet.example' }));
    dataOf(await withdraw(t, cookie, { method: 'crypto', amount: '60', requisites: BTC }));
    expect(await mainBalance(t, uid)).toBe(40_000n);
  });

  it('above the balance is declined and writes nothing', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 100 });
    const error = errorOf(
      await withdraw(t, cookie, { method: 'card', amount: '101' }),
      'WithdrawalDeclinedException',
      422,
    );
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await paymentCount(t, uid)).toBe(0);
    expect(await mainBalance(t, uid)).toBe(10_000n);
  });

  it('20 requests of the whole balance in parallel: exactly one is reserved', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 250 });
    const holdBefore = await hold();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(t, cookie, { method: 'card', amount: '250' })),
    );
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.body.error).toMatchObject({
        type: 'WithdrawalDeclinedException',
        code: 'INSUFFICIENT_FUNDS',
      });
    }
    expect(await mainBalance(t, uid)).toBe(0n);
    expect(await hold()).toBe(holdBefore + 25_000n);
    expect(await paymentCount(t, uid, 'withdrawal')).toBe(1);
  });

  it('with an Idempotency-Key, a retried request reserves once', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 100 });
    const headers = { 'idempotency-key': `wd-${uid}` };
    const first = await withdraw(t, cookie, { method: 'card', amount: '30' }, headers);
    const again = await withdraw(t, cookie, { method: 'card', amount: '30' }, headers);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect(dataOf(again)).toEqual(dataOf(first));
    expect(await mainBalance(t, uid)).toBe(7_000n);
    expect(await paymentCount(t, uid)).toBe(1);
  });
});

describe('a withdrawal is never settled by the payment provider', () => {
  it("refuses a signed webhook and the sandbox page for a withdrawal's reference", async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 100 });
    const request = await requestCard(cookie, '50');
    const [row] = await queryRows<{ provider_reference: string }>(
      t.database.db,
      sql`SELECT provider_reference FROM payment_transactions WHERE id = ${request.id}`,
    );
    const reference = row!.provider_reference;
    const body = JSON.stringify({
      id: `evt_wd_${request.id}`,
      reference,
      status: 'success',
      amount_minor: '5000',
      currency: 'EUR',
    });
    const timestamp = Math.floor(t.clock.now().getTime() / 1000);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments/sandbox',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(t.services.config.paymentsSandbox.secret, timestamp, body),
      },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('unknown_payment');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/psp/pay/${reference}` });
    expect(page.statusCode).toBe(404);
    const receipt = dataOf(
      await callApi(t.app, 'GET', 'cashier/getdepositinfo', { id: request.id }, { cookie }),
    );
    expect(receipt).toMatchObject({ status: 'pending' });
    expect(await mainBalance(t, uid)).toBe(5_000n);
  });
});

describe('daily withdrawal limits', () => {
  it('allows 3 a day, counting pending and paid but not cancelled ones; yesterday’s do not count', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 1000 });
    const first = await requestCard(cookie, '20');
    await requestCard(cookie, '20');
    dataOf(await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: first.id }, { cookie }));
    await requestCard(cookie, '20');
    await requestCard(cookie, '20');
    const error = errorOf(
      await withdraw(t, cookie, { method: 'card', amount: '20' }),
      'WithdrawalLimitsPeriodExceededException',
      422,
    );
    expect(error).toMatchObject({ code: 'DAILY_COUNT', data: { count: 3 } });
    expect(await paymentCount(t, uid)).toBe(4);
    // Made yesterday, they no longer count (moving the clock a day on would end the session).
    await t.database.db.execute(
      sql`UPDATE payment_transactions SET created_at = created_at - interval '1 day' WHERE user_id = ${uid}`,
    );
    await requestCard(cookie, '20');
    expect(await mainBalance(t, uid)).toBe(100_000n - 4n * 2_000n);
  });

  it('allows 10 000 a day in amount', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 11_000, verified: true });
    await requestCard(cookie, '5000');
    await requestCard(cookie, '4990');
    const error = errorOf(
      await withdraw(t, cookie, { method: 'card', amount: '20' }),
      'WithdrawalLimitsPeriodExceededException',
      422,
    );
    expect(error).toMatchObject({ code: 'DAILY_AMOUNT', data: { amount: 10000, available: 10 } });
    expect(await paymentCount(t, uid)).toBe(2);
  });
});

describe('cashier/cancelwithdrawal', () => {
  it('returns the reserve to the player, once', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 100 });
    const holdBefore = await hold();
    const request = await requestCard(cookie, '60');
    const cancelled = dataOf(
      await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: request.id }, { cookie }),
    );
    expect(cancelled).toMatchObject({ id: request.id, type: 'withdrawal', status: 'cancel' });
    expect(await mainBalance(t, uid)).toBe(10_000n);
    expect(await hold()).toBe(holdBefore);
    // Again: the same answer, no second return.
    dataOf(await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: request.id }, { cookie }));
    expect(await mainBalance(t, uid)).toBe(10_000n);
    expect(await ledgerCount(t, `withdrawal:${request.id}`)).toBe(2);
  });

  it("answers another player's withdrawal, a deposit id or a bad id as not found", async () => {
    const owner = await eligiblePlayer(t, { balance: 100 });
    const other = await registerPlayer(t.app);
    const request = await requestCard(owner.cookie, '50');
    expectFieldErrors(
      await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: request.id }, { cookie: other.cookie }),
      { id: 'Check this value' },
    );
    for (const id of ['abc', '0', '-3', '1.5', '9'.repeat(16), '']) {
      const answer = await callApi(
        t.app,
        'POST',
        'cashier/cancelwithdrawal',
        { id },
        { cookie: owner.cookie },
      );
      errorOf(answer, 'InvalidParameterException', 400);
    }
    expect(await mainBalance(t, owner.uid)).toBe(5_000n);
  });
});

describe('operators: /admin/withdrawals', () => {
  it('lists the pending withdrawals with their full requisites', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 500 });
    const request = dataOf<Withdrawal>(
      await withdraw(t, cookie, { method: 'bank_transfer', amount: '100', requisites: IBAN, bank_id: 'bnp' }),
    );
    const listed = await adminCall(t, 'GET', '/admin/withdrawals/pending?limit=200');
    expect(listed.status).toBe(200);
    expect(listed.body.data?.items?.find((w) => w.id === request.id)).toMatchObject({
      uid,
      method: 'bank_transfer',
      requisites: 'FR7630006000011234567890189',
      bank_id: 'bnp',
      amount: { amount: 100, currency: 'EUR' },
      status: 'pending',
    });
    const after = await adminCall(t, 'GET', `/admin/withdrawals/pending?after_id=${request.id}`);
    expect(after.body.data?.items?.some((w) => w.id === request.id)).toBe(false);
    for (const query of ['limit=0', 'limit=201', 'after_id=-1', 'limit=abc']) {
      const refused = await adminCall(t, 'GET', `/admin/withdrawals/pending?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.type).toBe('InvalidParameterException');
    }
  });

  it('approve pays the reserve out to the payment clearing account, once', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 300 });
    const request = await requestCard(cookie, '120');
    const [holdBefore, clearingBefore] = [
      await hold(),
      await houseBalance(t.database.db, 'payment_clearing', 'EUR'),
    ];
    const approved = await adminCall(t, 'POST', `/admin/withdrawals/${request.id}/approve`);
    expect(approved.body.data).toMatchObject({ id: request.id, status: 'success' });
    expect(await hold()).toBe(holdBefore - 12_000n);
    expect(await houseBalance(t.database.db, 'payment_clearing', 'EUR')).toBe(clearingBefore + 12_000n);
    expect(await mainBalance(t, uid)).toBe(18_000n);
    // A retried approval changes nothing; cancelling or declining a paid withdrawal is refused.
    expect((await adminCall(t, 'POST', `/admin/withdrawals/${request.id}/approve`)).body.data?.status).toBe(
      'success',
    );
    const cancel = await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: request.id }, { cookie });
    expect(errorOf(cancel, 'InvalidRequestException', 400).code).toBe('WITHDRAWAL_NOT_PENDING');
    const decline = await adminCall(t, 'POST', `/admin/withdrawals/${request.id}/decline`);
    expect(decline.status).toBe(400);
    expect(decline.body.error?.code).toBe('WITHDRAWAL_NOT_PENDING');
    expect(await ledgerCount(t, `withdrawal:${request.id}`)).toBe(2);
    expect(await mainBalance(t, uid)).toBe(18_000n);
    const receipt = dataOf(
      await callApi(t.app, 'GET', 'cashier/getdepositinfo', { id: request.id }, { cookie }),
    );
    expect(receipt).toMatchObject({ status: 'success' });
  });

  it('decline returns the reserve to the player', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 300 });
    const request = await requestCard(cookie, '120');
    const declined = await adminCall(t, 'POST', `/admin/withdrawals/${request.id}/decline`, {
      reason: 'Card expired',
    });
    expect(declined.body.data).toMatchObject({ id: request.id, status: 'fail' });
    expect(await mainBalance(t, uid)).toBe(30_000n);
    const approve = await adminCall(t, 'POST', `/admin/withdrawals/${request.id}/approve`);
    expect(approve.body.error?.code).toBe('WITHDRAWAL_NOT_PENDING');
    expect(await mainBalance(t, uid)).toBe(30_000n);
  });

  it('refuses to approve a cancelled withdrawal', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 300 });
    const request = await requestCard(cookie, '120');
    dataOf(await callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: request.id }, { cookie }));
    const approve = await adminCall(t, 'POST', `/admin/withdrawals/${request.id}/approve`);
    expect(approve.status).toBe(400);
    expect(approve.body.error).toMatchObject({
      type: 'InvalidRequestException',
      code: 'WITHDRAWAL_NOT_PENDING',
    });
    expect(await mainBalance(t, uid)).toBe(30_000n);
  });

  it('an approval racing a cancellation: one of them wins, the money moves once', async () => {
    const { cookie, uid } = await eligiblePlayer(t, { balance: 300 });
    const request = await requestCard(cookie, '100');
    const [approve, cancel] = await Promise.all([
      adminCall(t, 'POST', `/admin/withdrawals/${request.id}/approve`),
      callApi(t.app, 'POST', 'cashier/cancelwithdrawal', { id: request.id }, { cookie }),
    ]);
    expect([approve.status, cancel.status].filter((status) => status === 200)).toHaveLength(1);
    expect(await mainBalance(t, uid)).toBe(approve.status === 200 ? 20_000n : 30_000n);
    expect(await ledgerCount(t, `withdrawal:${request.id}`)).toBe(2);
  });

  it('refuses unknown ids, bad bodies and calls without the token', async () => {
    for (const id of ['999999999', 'abc', '0']) {
      const answer = await adminCall(t, 'POST', `/admin/withdrawals/${id}/approve`);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.type).toBe('InvalidParameterException');
    }
    const { cookie } = await eligiblePlayer(t, { balance: 100 });
    const request = await requestCard(cookie, '50');
    const badBody = await adminCall(t, 'POST', `/admin/withdrawals/${request.id}/decline`, {
      reason: 'x'.repeat(501),
    });
    expect(badBody.status).toBe(400);
    const unauthorised = await t.app.inject({
      method: 'POST',
      url: `/admin/withdrawals/${request.id}/approve`,
    });
    expect(unauthorised.statusCode).toBe(401);
    const listed = await adminCall(t, 'GET', '/admin/withdrawals/pending?limit=200');
    expect(listed.body.data?.items?.find((w) => w.id === request.id)?.status).toBe('pending');
  });
});
