import { queryRows } from '@jeton/db';
import { type CashbackRule, DEFAULT_CASHBACK_RULE } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBalances } from '../../ledger/index.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund } from '../house-studio/studio-testing.js';
import { WalletService } from '../wallet/wallet-service.js';
import type { PeriodRange } from './cashback-period.js';

// Cashback through the API (decision 0064): a period's net real-money losses give each player one
// active cashback, computed once however often the job runs; the player claims it once, within its
// window, and never reaches another player's.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

interface Cashback {
  id: number;
  status: string;
  amount: { amount: number; currency: string };
  net_loss: { amount: number };
  percent: number;
  paid_out_at: string | null;
}

const rule: CashbackRule = { ...DEFAULT_CASHBACK_RULE };

let periods = 0;
/**
 * A period around now. The ledger stamps its transactions with the database's time, not the test
 * clock, so the period is taken around the real time; its key is new for each test.
 */
function periodAroundNow(): PeriodRange {
  periods += 1;
  const now = Date.now();
  return {
    key: `test:${periods}:${now}`,
    startsAt: new Date(now - 60 * 60 * 1000),
    endsAt: new Date(now + 60 * 60 * 1000),
  };
}

let rounds = 0;
/** A real-money round staking `stakeMinor` and winning back `winMinor`, on the main balance. */
async function play(uid: number, stakeMinor: bigint, winMinor: bigint) {
  const wallet = new WalletService(t.database.db, t.clock);
  const roundId = `cashback-round-${++rounds}`;
  const base = {
    studio: 'cashback-test',
    userId: uid,
    currency: 'EUR',
    money: 'real' as const,
    roundId,
    game: 'g',
  };
  await wallet.bet({ ...base, transactionId: `${roundId}-bet`, amountMinor: stakeMinor });
  if (winMinor > 0n) {
    await wallet.win(
      { ...base, transactionId: `${roundId}-win`, amountMinor: winMinor },
      { kind: 'studio-bets', maxWinMultiplier: 10 },
    );
  }
}

/** A fresh player who lost `lossMinor` of real money (100.00 funded). */
async function loser(lossMinor: bigint) {
  const player = await registerPlayer(t.app);
  await fund(t, player.uid, 100_000n);
  await play(player.uid, lossMinor + 1_000n, 1_000n);
  return player;
}

async function logIn(player: { login: string; password: string }): Promise<string> {
  const answer = await callApi(t.app, 'POST', 'auth/login', {
    login: player.login,
    password: player.password,
  });
  const cookie = answer.sessionCookie;
  if (!cookie) throw new Error(`log-in failed: ${JSON.stringify(answer.body)}`);
  return cookie;
}

const cashbacksOf = async (cookie: string, query: Record<string, string> = {}) =>
  dataOf<{ total: number; items: Cashback[] }>(
    await callApi(t.app, 'GET', 'cashbacks/get', { count: '10', ...query }, { cookie }),
  );

const cashbackRows = (uid: number) =>
  queryRows<{ id: string; status: string }>(
    t.database.db,
    sql`SELECT id, status FROM cashbacks WHERE user_id = ${uid} ORDER BY id`,
  );

const cashbackTransfers = (uid: number) =>
  queryRows<{ n: string }>(
    t.database.db,
    sql`SELECT count(*)::text AS n FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE t.kind = 'cashback' AND a.user_id = ${uid}`,
  ).then(([row]) => Number(row!.n));

describe('a period’s computation', () => {
  it('gives each player who lost real money the percent of the net loss, once, with a notice', async () => {
    const player = await loser(12_345n);
    const small = await loser(500n);
    const result = await t.services.cashbackComputation.computePeriod(rule, periodAroundNow());
    expect(result.computed).toBe(true);

    const { items } = await cashbacksOf(player.cookie);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      status: 'active',
      amount: { amount: 12.34, currency: 'EUR' },
      net_loss: { amount: 123.45 },
      percent: 10,
      paid_out_at: null,
    });
    // Under the minimum loss: nothing.
    expect((await cashbacksOf(small.cookie)).total).toBe(0);
    const notices = await queryRows<{ kind: string }>(
      t.database.db,
      sql`SELECT kind FROM notifications WHERE user_id = ${player.uid} ORDER BY id`,
    );
    expect(notices.map((n) => n.kind)).toEqual(['cashback_ready']);
  });

  it('gives none to a player in a time-out or self-exclusion when the period is computed', async () => {
    const resting = await loser(12_345n);
    const playing = await loser(12_345n);
    const took = await callApi(
      t.app,
      'POST',
      'responsibleGaming/takeBreak',
      { duration: '24h' },
      {
        cookie: resting.cookie,
      },
    );
    expect(took.status).toBe(200);
    await t.services.cashbackComputation.computePeriod(rule, periodAroundNow());
    expect(await cashbackRows(resting.uid)).toEqual([]);
    expect(await cashbackRows(playing.uid)).toHaveLength(1);
  });

  it('counts no bonus money: a stake paid from the bonus balance is not a loss', async () => {
    const player = await registerPlayer(t.app);
    await fund(t, player.uid, 50_000n, 'EUR', 'bonus');
    await play(player.uid, 20_000n, 0n);
    await t.services.cashbackComputation.computePeriod(rule, periodAroundNow());
    expect((await cashbacksOf(player.cookie)).total).toBe(0);
  });

  it('computes a period exactly once when the job runs twice at the same time', async () => {
    const player = await loser(20_000n);
    const period = periodAroundNow();
    const runs = await Promise.all([
      t.services.cashbackComputation.computePeriod(rule, period),
      t.services.cashbackComputation.computePeriod(rule, period),
    ]);
    expect(runs.map((run) => run.computed).sort()).toEqual([false, true]);
    // And once more later, as the hourly job does.
    expect((await t.services.cashbackComputation.computePeriod(rule, period)).computed).toBe(false);
    expect(await cashbackRows(player.uid)).toHaveLength(1);
  });

  it('computes nothing while the operator has turned cashback off', async () => {
    await t.services.settings.write('cashback_rule', { ...rule, enabled: false });
    try {
      expect((await t.services.cashbackComputation.computeLastClosedPeriod()).computed).toBe(false);
    } finally {
      await t.services.settings.write('cashback_rule', rule);
    }
  });
});

describe('claiming a cashback', () => {
  it('credits the main balance once, however many claims arrive at once', async () => {
    const player = await loser(50_000n);
    await t.services.cashbackComputation.computePeriod(rule, periodAroundNow());
    const [cashback] = (await cashbacksOf(player.cookie)).items;
    const before = (await playerBalances(t.database.db, player.uid, 'EUR')).main;

    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        callApi(t.app, 'POST', 'cashbacks/payout', { cashback_id: cashback!.id }, { cookie: player.cookie }),
      ),
    );
    for (const claim of claims) expect(dataOf<Cashback>(claim).status).toBe('paid_out');
    expect((await playerBalances(t.database.db, player.uid, 'EUR')).main).toBe(before + 5_000n);
    expect(await cashbackTransfers(player.uid)).toBe(1);
    const { items } = await cashbacksOf(player.cookie, { statuses: 'paid_out' });
    expect(items[0]!.paid_out_at).not.toBeNull();
  });

  it('refuses an expired cashback; housekeeping marks it expired', async () => {
    const player = await loser(10_000n);
    await t.services.cashbackComputation.computePeriod(rule, periodAroundNow());
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    // The session did not last the week: the player logs in again.
    const cookie = await logIn(player);

    const error = errorOf(
      await callApi(t.app, 'POST', 'cashbacks/payout', {}, { cookie }),
      'InvalidRequestException',
      400,
    );
    expect(error.code).toBe('CASHBACK_EXPIRED');
    expect((await cashbacksOf(cookie)).items[0]!.status).toBe('expired');
    await t.services.cashbacks.expireDue();
    expect(await cashbackRows(player.uid)).toMatchObject([{ status: 'expired' }]);
    expect(await cashbackTransfers(player.uid)).toBe(0);
  });

  it('is declined by remove (no body): it can no longer be claimed, and nothing moves', async () => {
    const player = await loser(10_000n);
    await t.services.cashbackComputation.computePeriod(rule, periodAroundNow());
    const removed = dataOf<Cashback>(
      await callApi(t.app, 'POST', 'cashbacks/remove', {}, { cookie: player.cookie }),
    );
    expect(removed.status).toBe('removed');
    const again = errorOf(
      await callApi(
        t.app,
        'POST',
        'cashbacks/payout',
        { cashback_id: removed.id },
        { cookie: player.cookie },
      ),
      'InvalidRequestException',
      400,
    );
    expect(again.code).toBe('CASHBACK_ENDED');
    expect(await cashbackTransfers(player.uid)).toBe(0);
  });

  it('never reaches another player’s cashback', async () => {
    const owner = await loser(10_000n);
    const other = await registerPlayer(t.app);
    await t.services.cashbackComputation.computePeriod(rule, periodAroundNow());
    const [cashback] = (await cashbacksOf(owner.cookie)).items;

    const error = errorOf(
      await callApi(
        t.app,
        'POST',
        'cashbacks/payout',
        { cashback_id: cashback!.id },
        { cookie: other.cookie },
      ),
      'InvalidRequestException',
      400,
    );
    expect(error.code).toBe('CASHBACK_NOT_FOUND');
    expect((await cashbacksOf(other.cookie)).total).toBe(0);
    expect(await cashbackRows(owner.uid)).toMatchObject([{ status: 'active' }]);
  });
});

describe('bad input', () => {
  it('is refused with a 4xx of the catalogue and writes nothing', async () => {
    const player = await loser(10_000n);
    await t.services.cashbackComputation.computePeriod(rule, periodAroundNow());
    const { cookie } = player;
    const refusals = [
      await callApi(t.app, 'POST', 'cashbacks/payout', { cashback_id: 'abc' }, { cookie }),
      await callApi(t.app, 'POST', 'cashbacks/payout', { cashback_id: '-1' }, { cookie }),
      await callApi(t.app, 'POST', 'cashbacks/payout', { cashback_id: '9'.repeat(40) }, { cookie }),
      await callApi(t.app, 'GET', 'cashbacks/get', { statuses: 'active,bogus' }, { cookie }),
      await callApi(t.app, 'GET', 'cashbacks/get', { count: '100000' }, { cookie }),
      await callApi(t.app, 'GET', 'cashbacks/get', { sort: 'id;DROP TABLE cashbacks' }, { cookie }),
      await callApi(t.app, 'GET', 'cashbacks/get', { statuses: 'x'.repeat(500) }, { cookie }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status, JSON.stringify(refusal.body)).toBeGreaterThanOrEqual(400);
      expect(refusal.status).toBeLessThan(500);
      expect(refusal.body.error?.type).toMatch(/Exception$/);
    }
    errorOf(await callApi(t.app, 'POST', 'cashbacks/payout', {}), 'AuthorizationException', 401);
    errorOf(await callApi(t.app, 'GET', 'cashbacks/get', {}), 'AuthorizationException', 401);
    expect(await cashbackRows(player.uid)).toMatchObject([{ status: 'active' }]);
    expect(await cashbackTransfers(player.uid)).toBe(0);
  });

  it('answers the rule in force to anyone', async () => {
    expect(dataOf(await callApi(t.app, 'GET', 'cashbacks/getrule', {}))).toEqual({
      enabled: true,
      period: 'weekly',
      percent: 10,
      min_loss: { amount: 10, currency: 'EUR' },
      max_amount: { amount: 500, currency: 'EUR' },
      claim_days: 7,
    });
  });
});
