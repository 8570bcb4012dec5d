import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findLedgerViolations, houseBalance, playerBalances } from '../../ledger/index.js';
import { SIGNATURE_HEADER, signWebhook } from '../../providers/payments/sandbox-psp.js';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { nextStatus } from './cashier-service.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    PSP_SANDBOX_DUPLICATE_PROBABILITY: '0',
    // Pending payments are confirmed when a test says so (deliverScheduledNow), never by a timer.
    PSP_SANDBOX_PENDING_DELAY_MS: '3600000',
  });
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  expect(await findLedgerViolations(t.database.db)).toEqual([]);
});

const CARD = {
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/30',
  card_cvc: '123',
  card_holder: 'Ada Lovelace',
};

interface Deposit {
  id: number;
  redirect_url: string;
  status: string;
}

async function openDeposit(cookie: string, method = 'card', amount = '100'): Promise<Deposit> {
  return dataOf<Deposit>(await callApi(t.app, 'POST', 'cashier/makedeposit', { method, amount }, { cookie }));
}

/** The player's choice on the sandbox's hosted page, posted as the page's form does. */
async function choose(deposit: Deposit, choice: string, card: Record<string, string> = CARD) {
  return t.app.inject({
    method: 'POST',
    url: deposit.redirect_url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...card, choice }).toString(),
  });
}

async function info(cookie: string, id: number | string) {
  return callApi(t.app, 'GET', 'cashier/getdepositinfo', { id }, { cookie });
}

async function mainBalance(uid: number): Promise<bigint> {
  return (await playerBalances(t.database.db, uid, 'EUR')).main;
}

async function referenceOf(id: number): Promise<string> {
  const [row] = await queryRows<{ provider_reference: string }>(
    t.database.db,
    sql`SELECT provider_reference FROM payment_transactions WHERE id = ${id}`,
  );
  return row!.provider_reference;
}

async function count(
  table: 'payment_webhook_events' | 'ledger_transactions' | 'payment_transactions',
  where = sql`true`,
) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`,
  );
  return row!.n;
}

function webhookBody(reference: string, status: string, options: { id?: string; amount?: string } = {}) {
  return JSON.stringify({
    id: options.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    reference,
    status,
    amount_minor: options.amount ?? '10000',
    currency: 'EUR',
  });
}

function nowSeconds(): number {
  return Math.floor(t.clock.now().getTime() / 1000);
}

async function sendWebhook(body: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/payments/sandbox',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [SIGNATURE_HEADER]: signature }),
    },
    payload: body,
  });
}

function sign(body: string, timestamp = nowSeconds(), secret = t.services.config.paymentsSandbox.secret) {
  return signWebhook(secret, timestamp, body);
}

describe('cashier/getdepositsettings', () => {
  it("lists the methods open to the player's currency with their limits, presets and symbols", async () => {
    const { cookie } = await registerPlayer(t.app, { currency: 'GBP' });
    const settings = dataOf<{
      currency: string;
      methods: { method: string; min: number; max: number; currencies: string[] }[];
      presets: { currency: string; amount: { value: number }[] }[];
      currencies: Record<string, string>;
    }>(await callApi(t.app, 'GET', 'cashier/getdepositsettings', {}, { cookie }));
    expect(settings.currency).toBe('GBP');
    // Crypto takes USD and EUR only.
    expect(settings.methods.map((m) => m.method)).toEqual(['card', 'bank_transfer', 'ewallet']);
    expect(settings.methods[0]).toMatchObject({ method: 'card', min: 10, max: 5000 });
    expect(settings.presets.find((p) => p.currency === 'GBP')?.amount).toEqual([
      { value: 20 },
      { value: 50 },
      { value: 100 },
      { value: 250 },
    ]);
    expect(settings.currencies).toMatchObject({ EUR: '€', GBP: '£', USD: '$' });
  });

  it('refuses a guest', async () => {
    errorOf(await callApi(t.app, 'GET', 'cashier/getdepositsettings'), 'AuthorizationException', 401);
  });
});

describe('cashier/makedeposit: bad input is refused and writes nothing', () => {
  it.each<{ params: Record<string, string>; fields: Record<string, string> }>([
    { params: { amount: '100' }, fields: { method: 'Please fill in this field' } },
    { params: { method: 'card' }, fields: { amount: 'Please fill in this field' } },
    { params: { method: 'cheque', amount: '100' }, fields: { method: 'Choose one of the options' } },
    { params: { method: 'card', amount: '0' }, fields: { amount: 'Enter a whole amount, for example 50' } },
    { params: { method: 'card', amount: '010' }, fields: { amount: 'Enter a whole amount, for example 50' } },
    {
      params: { method: 'card', amount: '12.5' },
      fields: { amount: 'Enter a whole amount, for example 50' },
    },
    { params: { method: 'card', amount: '-20' }, fields: { amount: 'Enter a whole amount, for example 50' } },
    { params: { method: 'card', amount: '9' }, fields: { amount: 'Enter an amount between 10 and 5000' } },
    {
      params: { method: 'card', amount: '5,001' },
      fields: { amount: 'Enter an amount between 10 and 5000' },
    },
    {
      params: { method: 'crypto', amount: '19' },
      fields: { amount: 'Enter an amount between 20 and 10000' },
    },
  ])('$params → $fields', async ({ params, fields }) => {
    const { cookie, uid } = await registerPlayer(t.app);
    expectFieldErrors(await callApi(t.app, 'POST', 'cashier/makedeposit', params, { cookie }), fields);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM payment_transactions WHERE user_id = ${uid}`,
    );
    expect(row!.n).toBe(0);
  });

  it('refuses a method that does not take the player’s currency', async () => {
    const { cookie } = await registerPlayer(t.app, { currency: 'GBP' });
    expectFieldErrors(
      await callApi(t.app, 'POST', 'cashier/makedeposit', { method: 'crypto', amount: '100' }, { cookie }),
      { method: 'Choose one of the options' },
    );
  });

  it('answers the range error in French', async () => {
    const { cookie } = await registerPlayer(t.app);
    const result = await callApi(
      t.app,
      'POST',
      'cashier/makedeposit',
      { method: 'card', amount: '1' },
      { cookie, locale: 'fr' },
    );
    const error = errorOf(result, 'InvalidParameterException', 400);
    expect(error.data?.fields).toEqual({ amount: expect.stringMatching(/10.*5000/) });
  });

  it('refuses a guest', async () => {
    errorOf(
      await callApi(t.app, 'POST', 'cashier/makedeposit', { method: 'card', amount: '100' }),
      'AuthorizationException',
      401,
    );
  });
});

describe('cashier/getdepositinfo', () => {
  it.each(['abc', '0', '1.5', '-1', '99999999999999999999'])('refuses the id %j', async (id) => {
    const { cookie } = await registerPlayer(t.app);
    expectFieldErrors(await info(cookie, id), { id: 'Check this value' });
  });

  it("answers another player's deposit as not found", async () => {
    const owner = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const deposit = await openDeposit(owner.cookie);
    expectFieldErrors(await info(other.cookie, deposit.id), { id: 'Check this value' });
    expect(dataOf(await info(owner.cookie, deposit.id))).toMatchObject({ id: deposit.id });
  });
});

describe('a deposit through the sandbox provider', () => {
  hostedPageChecks();
  providerOutcomeChecks();
});

/** Paying on the hosted page, in either language. */
function hostedPageChecks() {
  it('is asked of the provider once when a deadlock runs its transaction again (decision 0083)', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const asked = vi.spyOn(t.services.sandboxPsp, 'createPayment');
    const db = t.database.db;
    const transaction = db.transaction;
    let lost = false;
    // The transaction that asked the provider loses its first run to a deadlock, as PostgreSQL would end it.
    db.transaction = ((work, config) =>
      transaction.call(
        db,
        async (tx) => {
          const before = asked.mock.calls.length;
          const answer = await work(tx);
          if (lost || asked.mock.calls.length === before) return answer;
          lost = true;
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        },
        config,
      )) as typeof db.transaction;
    try {
      const deposit = await openDeposit(cookie);
      expect(lost).toBe(true);
      expect(asked).toHaveBeenCalledTimes(1);
      expect(deposit.redirect_url).toBe((await asked.mock.results[0]!.value).redirectUrl);
      expect(await count('payment_transactions', sql`user_id = ${uid}`)).toBe(1);
    } finally {
      db.transaction = transaction;
      asked.mockRestore();
    }
  });

  it('is credited once when the player pays on the hosted page', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const deposit = await openDeposit(cookie, 'card', '1,250');
    expect(deposit.status).toBe('created');
    expect(deposit.redirect_url).toMatch(/^\/sandbox\/psp\/pay\/psp_[0-9a-f]{24}$/);
    expect(await mainBalance(uid)).toBe(0n);

    const page = await t.app.inject({ method: 'GET', url: deposit.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('1,250');
    expect(page.body).toContain('name="card_number"');

    const paid = await choose(deposit, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/cashier/paysuccess/${deposit.id}`);
    expect(await mainBalance(uid)).toBe(125_000n);
    expect(dataOf(await info(cookie, deposit.id))).toMatchObject({
      id: deposit.id,
      method: 'card',
      type: 'deposit',
      status: 'success',
      amount: { amount: 1250, currency: 'EUR' },
    });
    expect(await count('ledger_transactions', sql`idempotency_key = ${`deposit:${deposit.id}`}`)).toBe(1);

    // The page is closed now: a second choice sends nothing.
    const again = await choose(deposit, 'success');
    expect(again.statusCode).toBe(409);
    expect(await mainBalance(uid)).toBe(125_000n);
  });

  it('shows the page in French and sends the player back to the French outcome page', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const deposit = dataOf<Deposit>(
      await callApi(
        t.app,
        'POST',
        'cashier/makedeposit',
        { method: 'ewallet', amount: '30' },
        { cookie, locale: 'fr' },
      ),
    );
    const page = await t.app.inject({ method: 'GET', url: deposit.redirect_url });
    expect(page.body).toContain('lang="fr"');
    expect(page.body).toContain('Payer (succès)');
    // Not a card method: no card form, and paying needs no card details.
    expect(page.body).not.toContain('card_number');
    const paid = await choose(deposit, 'success', {});
    expect(paid.headers.location).toBe(`/fr/cashier/paysuccess/${deposit.id}`);
    expect(await mainBalance(uid)).toBe(3_000n);
  });

  it('refuses invalid card details on the page and sends nothing', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const deposit = await openDeposit(cookie);
    const events = await count('payment_webhook_events');
    for (const card of [
      { ...CARD, card_number: '4242 4242 4242 4241' },
      { ...CARD, card_expiry: '01/20' },
      { ...CARD, card_cvc: '12' },
      { ...CARD, card_holder: '' },
    ]) {
      const refused = await choose(deposit, 'success', card);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Check the card details.');
    }
    expect(await count('payment_webhook_events')).toBe(events);
    expect(dataOf(await info(cookie, deposit.id))).toMatchObject({ status: 'created' });
    expect(await mainBalance(uid)).toBe(0n);
  });
}

/** Declined, cancelled, pending and repeated confirmations. */
function providerOutcomeChecks() {
  it('declined: fails and credits nothing, even if a success comes later', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const deposit = await openDeposit(cookie);
    const declined = await choose(deposit, 'failure', {});
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/cashier/payfail/${deposit.id}`);
    expect(dataOf(await info(cookie, deposit.id))).toMatchObject({ status: 'fail' });

    const late = webhookBody(await referenceOf(deposit.id), 'success');
    const answer = await sendWebhook(late, sign(late));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcome: 'ignored_final' });
    expect(dataOf(await info(cookie, deposit.id))).toMatchObject({ status: 'fail' });
    expect(await mainBalance(uid)).toBe(0n);
  });

  it('cancelled: sends the player to paycancel and credits nothing', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const deposit = await openDeposit(cookie);
    const cancelled = await choose(deposit, 'cancel', {});
    expect(cancelled.headers.location).toBe('/cashier/paycancel');
    expect(dataOf(await info(cookie, deposit.id))).toMatchObject({ status: 'cancel' });
    expect(await mainBalance(uid)).toBe(0n);
  });

  it('pending, then confirmed by the late webhook', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const deposit = await openDeposit(cookie, 'bank_transfer', '200');
    const pending = await choose(deposit, 'pending', {});
    expect(pending.headers.location).toBe(`/cashier/paypending/${deposit.id}`);
    expect(dataOf(await info(cookie, deposit.id))).toMatchObject({ status: 'pending' });
    expect(await mainBalance(uid)).toBe(0n);
    expect(t.services.sandboxPsp.webhooks.scheduledCount).toBe(1);

    await t.services.sandboxPsp.webhooks.deliverScheduledNow();
    expect(dataOf(await info(cookie, deposit.id))).toMatchObject({ status: 'success' });
    expect(await mainBalance(uid)).toBe(20_000n);
  });

  it('credits once when the same confirmation arrives 10 times in parallel', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const deposit = await openDeposit(cookie);
    const body = webhookBody(await referenceOf(deposit.id), 'success', { id: `evt_par_${deposit.id}` });
    const signature = sign(body);
    const clearingBefore = await houseBalance(t.database.db, 'payment_clearing', 'EUR');
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(body, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((a) => (a.json() as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await mainBalance(uid)).toBe(10_000n);
    expect(await houseBalance(t.database.db, 'payment_clearing', 'EUR')).toBe(clearingBefore - 10_000n);
    expect(await count('ledger_transactions', sql`idempotency_key = ${`deposit:${deposit.id}`}`)).toBe(1);
    expect(await count('payment_webhook_events', sql`event_id = ${`evt_par_${deposit.id}`}`)).toBe(1);
  });

  it('credits once when confirmations with different event ids race', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const deposit = await openDeposit(cookie);
    const reference = await referenceOf(deposit.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => {
        const body = webhookBody(reference, 'success');
        return sendWebhook(body, sign(body));
      }),
    );
    const outcomes = answers.map((a) => (a.json() as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('ignored_final')]);
    expect(await mainBalance(uid)).toBe(10_000n);
  });
}

describe('refused webhooks write nothing', () => {
  async function openWithReference() {
    const player = await registerPlayer(t.app);
    const deposit = await openDeposit(player.cookie);
    return { ...player, deposit, reference: await referenceOf(deposit.id) };
  }

  it.each([
    {
      name: 'unsigned',
      status: 401,
      build: (body: string) => ({ body, signature: undefined }),
    },
    {
      name: 'signed with another secret',
      status: 401,
      build: (body: string) => ({ body, signature: sign(body, nowSeconds(), 'x'.repeat(32)) }),
    },
    {
      name: 'tampered after signing',
      status: 401,
      build: (body: string) => ({ body: body.replace('"10000"', '"99900"'), signature: sign(body) }),
    },
    {
      name: 'older than 5 minutes',
      status: 401,
      build: (body: string) => ({ body, signature: sign(body, nowSeconds() - 301) }),
    },
    {
      name: 'from more than 5 minutes ahead',
      status: 401,
      build: (body: string) => ({ body, signature: sign(body, nowSeconds() + 301) }),
    },
    {
      name: 'a garbled signature header',
      status: 401,
      build: (body: string) => ({ body, signature: 't=abc,v1=zz' }),
    },
    {
      name: 'signed but not JSON',
      status: 400,
      build: () => ({ body: 'status=success', signature: sign('status=success') }),
    },
  ])('$name → $status', async ({ build, status }) => {
    const { uid, cookie, deposit, reference } = await openWithReference();
    const events = await count('payment_webhook_events');
    const { body, signature } = build(webhookBody(reference, 'success'));
    const answer = await sendWebhook(body, signature);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().error.type).toBe(
      status === 401 ? 'AuthorizationException' : 'InvalidRequestException',
    );
    expect(await count('payment_webhook_events')).toBe(events);
    expect(dataOf(await info(cookie, deposit.id))).toMatchObject({ status: 'created' });
    expect(await mainBalance(uid)).toBe(0n);
  });

  it('accepts a signature just inside the 5 minutes', async () => {
    const { uid, reference } = await openWithReference();
    const body = webhookBody(reference, 'success');
    expect((await sendWebhook(body, sign(body, nowSeconds() - 299))).statusCode).toBe(200);
    expect(await mainBalance(uid)).toBe(10_000n);
  });

  it('refuses a signed event for an unknown payment or another amount', async () => {
    const { uid, cookie, deposit, reference } = await openWithReference();
    const events = await count('payment_webhook_events');
    for (const body of [
      webhookBody('psp_000000000000000000000000', 'success'),
      webhookBody(reference, 'success', { amount: '99900' }),
    ]) {
      const answer = await sendWebhook(body, sign(body));
      expect(answer.statusCode).toBe(400);
    }
    expect(await count('payment_webhook_events')).toBe(events);
    expect(dataOf(await info(cookie, deposit.id))).toMatchObject({ status: 'created' });
    expect(await mainBalance(uid)).toBe(0n);
  });

  it.each(['nowhere', '__proto__', 'constructor', 'toString'])(
    'answers 404 for a provider that does not exist: %s',
    async (provider) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/webhooks/payments/${provider}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.type).toBe('MethodNotFoundException');
    },
  );
});

describe('an installation without the sandbox provider (PSP_SANDBOX off)', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await createTestApp({ PSP_SANDBOX: 'false' });
  });
  afterAll(async () => {
    await real?.close();
  });

  it('offers no sandbox method, refuses one, and serves neither its page nor its webhook', async () => {
    const { cookie } = await registerPlayer(real.app);
    const settings = dataOf<{ methods: unknown[] }>(
      await callApi(real.app, 'GET', 'cashier/getdepositsettings', {}, { cookie }),
    );
    expect(settings.methods).toEqual([]);
    const refused = await callApi(
      real.app,
      'POST',
      'cashier/makedeposit',
      { method: 'card', amount: '40' },
      { cookie },
    );
    expect(errorOf(refused, 'InvalidParameterException', 400).data?.fields).toHaveProperty('method');
    const [row] = await queryRows<{ n: number }>(
      real.database.db,
      sql`SELECT count(*)::int AS n FROM payment_transactions`,
    );
    expect(row!.n).toBe(0);
    const page = await real.app.inject({
      method: 'GET',
      url: '/sandbox/psp/pay/psp_000000000000000000000000',
    });
    expect(page.statusCode).toBe(404);
    const webhook = await real.app.inject({
      method: 'POST',
      url: '/webhooks/payments/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});

describe('a sandbox that sends every webhook twice', () => {
  let twice: TestApp;
  beforeAll(async () => {
    twice = await createTestApp({
      PSP_SANDBOX_DUPLICATE_PROBABILITY: '1',
      PSP_SANDBOX_PENDING_DELAY_MS: '3600000',
    });
  });
  afterAll(async () => {
    await twice?.close();
  });

  it('credits a pending-then-confirmed deposit once', async () => {
    const { cookie, uid } = await registerPlayer(twice.app);
    const deposit = dataOf<Deposit>(
      await callApi(twice.app, 'POST', 'cashier/makedeposit', { method: 'card', amount: '40' }, { cookie }),
    );
    await twice.app.inject({
      method: 'POST',
      url: deposit.redirect_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...CARD, choice: 'pending' }).toString(),
    });
    // The pending event's late copy and the confirmation.
    expect(twice.services.sandboxPsp.webhooks.scheduledCount).toBe(2);
    await twice.services.sandboxPsp.webhooks.deliverScheduledNow();
    expect((await playerBalances(twice.database.db, uid, 'EUR')).main).toBe(4_000n);
    const [row] = await queryRows<{ n: number }>(
      twice.database.db,
      sql`SELECT count(*)::int AS n FROM payment_webhook_events WHERE provider_reference =
          (SELECT provider_reference FROM payment_transactions WHERE id = ${deposit.id})`,
    );
    // pending, success: each recorded once although each was sent twice.
    expect(row!.n).toBe(2);
    expect(await findLedgerViolations(twice.database.db)).toEqual([]);
  });
});

describe('nextStatus', () => {
  it.each([
    ['created', 'pending', 'pending'],
    ['created', 'success', 'success'],
    ['created', 'fail', 'fail'],
    ['created', 'cancel', 'cancel'],
    ['pending', 'pending', null],
    ['pending', 'success', 'success'],
    ['pending', 'fail', 'fail'],
    ['success', 'fail', null],
    ['success', 'success', null],
    ['fail', 'success', null],
    ['cancel', 'success', null],
  ] as const)('%s + %s → %s', (current, reported, next) => {
    expect(nextStatus(current, reported)).toBe(next);
  });
});
