import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerViolations } from '../../ledger/index.js';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { paymentCount } from './cashier-testing.js';
import type { DepositLimitState } from './deposit-limit-service.js';

let t: TestApp;

beforeAll(async () => {
  // Sessions outlive the 24-hour cooling-off the tests move the clock through.
  t = await createTestApp({ PSP_SANDBOX_DUPLICATE_PROBABILITY: '0', SESSION_IDLE_TIMEOUT_MINUTES: '4320' });
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  expect(await findLedgerViolations(t.database.db)).toEqual([]);
});

const HOUR = 60 * 60 * 1000;

async function limitOf(cookie: string): Promise<DepositLimitState> {
  return dataOf<DepositLimitState>(await callApi(t.app, 'GET', 'account/getDepositLimit', {}, { cookie }));
}

async function setLimit(cookie: string, period: string, amount?: string) {
  return callApi(t.app, 'POST', 'account/setDepositLimit', { period, amount }, { cookie });
}

async function deposit(cookie: string, amount: string, method = 'card') {
  return callApi(t.app, 'POST', 'cashier/makedeposit', { method, amount }, { cookie });
}

/** The player pays on the sandbox page: the deposit is credited. */
async function pay(redirectUrl: string, choice = 'success') {
  await t.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/30',
      card_cvc: '123',
      card_holder: 'Ada Lovelace',
      choice,
    }).toString(),
  });
}

describe('account/getDepositLimit', () => {
  it('answers period none when the player has no limit', async () => {
    const { cookie } = await registerPlayer(t.app);
    expect(await limitOf(cookie)).toEqual({
      available_amount: null,
      can_edit: true,
      expired_at: null,
      limit_amount: null,
      period: 'none',
      pending: null,
    });
  });

  it('refuses guests', async () => {
    errorOf(await callApi(t.app, 'GET', 'account/getDepositLimit'), 'AuthorizationException', 401);
    errorOf(
      await callApi(t.app, 'POST', 'account/setDepositLimit', { period: 'day', amount: '10' }),
      'AuthorizationException',
      401,
    );
  });
});

describe('account/setDepositLimit', () => {
  limitUseChecks();
  limitChangeChecks();
});

/** A limit in force, and deposits against it. */
function limitUseChecks() {
  it('sets a first limit at once; deposits of the period use it up, failed ones do not', async () => {
    const { cookie } = await registerPlayer(t.app);
    const set = dataOf<DepositLimitState>(await setLimit(cookie, 'week', '300'));
    // The test clock stands on Sunday 22 November 2026: the week ends on Monday the 23rd.
    expect(set).toEqual({
      available_amount: 300,
      can_edit: true,
      expired_at: '2026-11-23T00:00:00.000Z',
      limit_amount: 300,
      period: 'week',
      pending: null,
    });
    const credited = dataOf<{ redirect_url: string }>(await deposit(cookie, '100'));
    await pay(credited.redirect_url);
    const failed = dataOf<{ redirect_url: string }>(await deposit(cookie, '50'));
    await pay(failed.redirect_url, 'failure');
    dataOf(await deposit(cookie, '20')); // opened, not paid yet: it counts
    expect((await limitOf(cookie)).available_amount).toBe(180);
  });

  it('refuses a deposit over the available amount and writes nothing', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    dataOf(await setLimit(cookie, 'day', '100'));
    dataOf(await deposit(cookie, '60'));
    const refused = errorOf(await deposit(cookie, '41'), 'BillingDepositLimitExceededException', 422);
    expect(refused).toMatchObject({
      code: 'DEPOSIT_LIMIT',
      data: {
        available_amount: 40,
        limit_amount: 100,
        period: 'day',
        expired_at: '2026-11-23T00:00:00.000Z',
      },
    });
    expect(await paymentCount(t, uid, 'deposit')).toBe(1);
    dataOf(await deposit(cookie, '40'));
    expect((await limitOf(cookie)).available_amount).toBe(0);
  });

  it('holds against 10 deposits racing for the same room: only what fits is opened', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    dataOf(await setLimit(cookie, 'day', '100'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(cookie, '30')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.body.error?.type).toBe('BillingDepositLimitExceededException');
    }
    expect(await paymentCount(t, uid, 'deposit')).toBe(3);
  });

  it('lowers at once, and a lower limit drops a raise that was waiting', async () => {
    const { cookie } = await registerPlayer(t.app);
    dataOf(await setLimit(cookie, 'day', '100'));
    const raised = dataOf<DepositLimitState>(await setLimit(cookie, 'day', '500'));
    expect(raised).toMatchObject({ limit_amount: 100, can_edit: false });
    const lowered = dataOf<DepositLimitState>(await setLimit(cookie, 'day', '50'));
    expect(lowered).toMatchObject({ limit_amount: 50, period: 'day', can_edit: true, pending: null });
    // A longer period with no more money is stricter too.
    expect(dataOf<DepositLimitState>(await setLimit(cookie, 'month', '50'))).toMatchObject({
      period: 'month',
      limit_amount: 50,
      expired_at: '2026-12-01T00:00:00.000Z',
    });
  });
}

/** Raising, removing and refusing limits. */
function limitChangeChecks() {
  it('raises only after 24 hours, applied on the next read or deposit', async () => {
    const { cookie } = await registerPlayer(t.app);
    dataOf(await setLimit(cookie, 'day', '100'));
    const raised = dataOf<DepositLimitState>(await setLimit(cookie, 'day', '500'));
    expect(raised).toEqual({
      available_amount: 100,
      can_edit: false,
      expired_at: '2026-11-23T00:00:00.000Z',
      limit_amount: 100,
      period: 'day',
      pending: { period: 'day', limit_amount: 500, effective_at: '2026-11-23T12:00:00.000Z' },
    });
    errorOf(await deposit(cookie, '200'), 'BillingDepositLimitExceededException', 422);
    t.clock.advance(23 * HOUR);
    try {
      expect((await limitOf(cookie)).limit_amount).toBe(100);
      t.clock.advance(HOUR);
      // No read in between: the deposit itself applies the raise.
      dataOf(await deposit(cookie, '200'));
      expect(await limitOf(cookie)).toMatchObject({
        limit_amount: 500,
        available_amount: 300,
        pending: null,
      });
    } finally {
      t.clock.advance(-24 * HOUR);
    }
  });

  it('removes only after 24 hours; setting the current limit again takes the removal back', async () => {
    const { cookie } = await registerPlayer(t.app);
    dataOf(await setLimit(cookie, 'week', '100'));
    expect(dataOf<DepositLimitState>(await setLimit(cookie, 'none'))).toMatchObject({
      period: 'week',
      pending: { period: 'none', limit_amount: null, effective_at: '2026-11-23T12:00:00.000Z' },
    });
    expect(dataOf<DepositLimitState>(await setLimit(cookie, 'week', '100'))).toMatchObject({ pending: null });
    dataOf(await setLimit(cookie, 'none'));
    t.clock.advance(24 * HOUR);
    try {
      expect((await limitOf(cookie)).period).toBe('none');
    } finally {
      t.clock.advance(-24 * HOUR);
    }
  });

  it('treats a shorter period as a raise', async () => {
    const { cookie } = await registerPlayer(t.app);
    dataOf(await setLimit(cookie, 'month', '100'));
    expect(dataOf<DepositLimitState>(await setLimit(cookie, 'day', '100'))).toMatchObject({
      period: 'month',
      pending: { period: 'day', limit_amount: 100 },
    });
  });

  it.each<{ params: Record<string, string>; fields: Record<string, string> }>([
    { params: {}, fields: { period: 'Please fill in this field' } },
    { params: { period: 'year', amount: '10' }, fields: { period: 'Choose one of the options' } },
    { params: { period: 'day' }, fields: { amount: 'Please fill in this field' } },
    { params: { period: 'day', amount: '0' }, fields: { amount: 'Enter a whole amount, for example 50' } },
    { params: { period: 'day', amount: '1.5' }, fields: { amount: 'Enter a whole amount, for example 50' } },
    {
      params: { period: 'day', amount: '1000001' },
      fields: { amount: 'Enter an amount between 1 and 1000000' },
    },
    {
      params: { period: 'day', amount: '9'.repeat(33) },
      fields: { amount: 'Use no more than 32 characters' },
    },
  ])('refuses $params and changes nothing', async ({ params, fields }) => {
    const { cookie } = await registerPlayer(t.app);
    dataOf(await setLimit(cookie, 'day', '100'));
    expectFieldErrors(await callApi(t.app, 'POST', 'account/setDepositLimit', params, { cookie }), fields);
    expect(await limitOf(cookie)).toMatchObject({ period: 'day', limit_amount: 100, pending: null });
  });
}
