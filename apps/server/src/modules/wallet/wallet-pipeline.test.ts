import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBalances } from '../../ledger/index.js';
import { fund } from '../../modules/house-studio/studio-testing.js';
import { registerPlayer, type TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import type { StakeOrder } from './stake-split.js';
import { isWalletError } from './wallet-errors.js';
import { type WalletAnswer, type WalletMove, WalletService } from './wallet-service.js';

// Ledger scenarios of the wallet pipeline, with the stake order configured both ways: a player with
// main and bonus money plays a round; each row gives the balances before, the calls, the parts each
// call moved (main/bonus) and the balances after.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const STUDIO = 'scenario';
let rounds = 0;

function walletWith(order: string): WalletService {
  return new WalletService(t.database.db, t.clock, { stakeOrder: order.split(',') as StakeOrder });
}

/** Plays `steps` ("bet 80; win 320; rollback 1" – rollback names the step of its bet, from 1) on one round. */
async function play(order: string, main: bigint, bonus: bigint, steps: string) {
  const { uid } = await registerPlayer(t.app);
  if (main > 0n) await fund(t, uid, main);
  if (bonus > 0n) await fund(t, uid, bonus, 'EUR', 'bonus');
  const wallet = walletWith(order);
  const round = `round-${++rounds}`;
  const base = {
    studio: STUDIO,
    userId: uid,
    currency: 'EUR',
    money: 'real' as const,
    roundId: round,
    game: 'g',
  };
  const ids: string[] = [];
  let last: WalletAnswer | undefined;
  for (const [index, step] of steps.split(';').entries()) {
    const [action, amount] = step.trim().split(' ') as [string, string];
    const transactionId = `${round}-${index + 1}`;
    ids.push(transactionId);
    const move: WalletMove = { ...base, transactionId, amountMinor: BigInt(amount) };
    if (action === 'bet') last = await wallet.bet(move);
    else if (action === 'win') last = await wallet.win(move, { kind: 'studio-bets', maxWinMultiplier: 100 });
    else last = await wallet.rollback({ ...base, transactionId, betTransactionId: ids[Number(amount) - 1]! });
  }
  const parts = await queryRows<{ main: string; bonus: string }>(
    t.database.db,
    sql`SELECT amount_main_minor::text AS main, amount_bonus_minor::text AS bonus FROM wallet_transactions
        WHERE studio = ${STUDIO} AND round_id = ${round} ORDER BY id`,
  );
  const after = await playerBalances(t.database.db, uid, 'EUR');
  return {
    uid,
    round,
    last: last!,
    parts: parts.map((p) => `${p.main}/${p.bonus}`).join('; '),
    main: after.main,
    bonus: after.bonus,
  };
}

describe('a round of real money, split between main and bonus', () => {
  it.each<[string, bigint, bigint, string, string, bigint, bigint]>([
    // order,    main, bonus, calls,                               parts (main/bonus),          main, bonus after
    ['main,bonus', 1000n, 500n, 'bet 300; win 600', '300/0; 600/0', 1300n, 500n],
    ['main,bonus', 200n, 500n, 'bet 300; win 600', '200/100; 400/200', 400n, 600n],
    ['main,bonus', 200n, 500n, 'bet 300; win 0', '200/100; 0/0', 0n, 400n],
    ['main,bonus', 200n, 500n, 'bet 300; rollback 1', '200/100; 200/100', 200n, 500n],
    ['main,bonus', 0n, 500n, 'bet 300; win 450', '0/300; 0/450', 0n, 650n],
    ['main,bonus', 100n, 1000n, 'bet 80; bet 80; win 320', '80/0; 20/60; 200/120', 200n, 1060n],
    ['main,bonus', 200n, 100n, 'bet 300; win 1', '200/100; 1/0', 1n, 0n],
    ['main,bonus', 200n, 100n, 'bet 300; win 2', '200/100; 2/0', 2n, 0n],
    ['main,bonus', 200n, 100n, 'bet 300; win 3', '200/100; 2/1', 2n, 1n],
    ['main,bonus', 500n, 0n, 'bet 0; win 0', '0/0; 0/0', 500n, 0n],
    ['bonus,main', 1000n, 500n, 'bet 300; win 600', '0/300; 0/600', 1000n, 800n],
    ['bonus,main', 1000n, 120n, 'bet 300; win 301', '180/120; 181/120', 1001n, 120n],
    ['bonus,main', 1000n, 120n, 'bet 300; rollback 1', '180/120; 180/120', 1000n, 120n],
    ['bonus,main', 1000n, 0n, 'bet 300; win 600', '300/0; 600/0', 1300n, 0n],
  ])('%s, %s main and %s bonus: %s', async (order, main, bonus, steps, parts, mainAfter, bonusAfter) => {
    const played = await play(order, main, bonus, steps);
    expect(played.parts).toBe(parts);
    expect([played.main, played.bonus]).toEqual([mainAfter, bonusAfter]);
    // The answer's balance is what the player can stake: main and bonus together.
    expect(played.last.balanceMinor).toBe(mainAfter + bonusAfter);
  });

  it.each([
    ['main,bonus', 200n, 99n],
    ['bonus,main', 150n, 149n],
    ['main,bonus', 0n, 0n],
  ])('%s, %s main and %s bonus: a stake of 300 is refused and writes nothing', async (order, main, bonus) => {
    const { uid } = await registerPlayer(t.app);
    if (main > 0n) await fund(t, uid, main);
    if (bonus > 0n) await fund(t, uid, bonus, 'EUR', 'bonus');
    const before = await databaseState(t.database.db);
    const refused = walletWith(order).bet({
      studio: STUDIO,
      transactionId: `refused-${++rounds}`,
      userId: uid,
      currency: 'EUR',
      money: 'real',
      roundId: `round-${rounds}`,
      game: 'g',
      amountMinor: 300n,
    });
    await expect(refused).rejects.toSatisfy((error) => isWalletError(error, 'INSUFFICIENT_FUNDS'));
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

describe('concurrent calls of one player', () => {
  it('split bets and wins in parallel never overdraw either balance, each stake taken whole or not at all', async () => {
    const { uid } = await registerPlayer(t.app);
    await fund(t, uid, 3_000n);
    await fund(t, uid, 2_000n, 'EUR', 'bonus');
    const wallet = walletWith('main,bonus');
    const prefix = `race-${++rounds}`;
    const base = { studio: STUDIO, userId: uid, currency: 'EUR', money: 'real' as const, game: 'g' };
    // 60 bets of 100 to 159 on 20 rounds, and a win on each round as its first bet lands.
    const calls = Array.from({ length: 60 }, async (_, i) => {
      const roundId = `${prefix}-${i % 20}`;
      const amountMinor = BigInt(100 + i);
      try {
        await wallet.bet({ ...base, roundId, transactionId: `${prefix}-b${i}`, amountMinor });
      } catch (error) {
        expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
        return 0n;
      }
      if (i < 20) {
        await wallet.win(
          { ...base, roundId, transactionId: `${prefix}-w${i}`, amountMinor: 50n },
          { kind: 'studio-bets', maxWinMultiplier: 100 },
        );
      }
      return amountMinor;
    });
    const staked = (await Promise.all(calls)).reduce((sum, amount) => sum + amount, 0n);
    expect(staked).toBeGreaterThan(0n);
    const after = await playerBalances(t.database.db, uid, 'EUR');
    expect(after.main).toBeGreaterThanOrEqual(0n);
    expect(after.bonus).toBeGreaterThanOrEqual(0n);
    const [rows] = await queryRows<{ staked: string; won: string; bad: number }>(
      t.database.db,
      sql`SELECT coalesce(sum(amount_minor) FILTER (WHERE action = 'bet'), 0)::text AS staked,
                 coalesce(sum(amount_minor) FILTER (WHERE action = 'win'), 0)::text AS won,
                 (count(*) FILTER (WHERE amount_main_minor + amount_bonus_minor <> amount_minor))::int AS bad
          FROM wallet_transactions WHERE studio = ${STUDIO} AND round_id LIKE ${`${prefix}-%`}`,
    );
    expect(BigInt(rows!.staked)).toBe(staked);
    expect(rows!.bad).toBe(0);
    expect(after.main + after.bonus).toBe(5_000n - staked + BigInt(rows!.won));
  });
});

describe('the ledger transfer and the outbox event of a movement', () => {
  it('a split bet is one transfer with a leg per balance kind, and one event with its parts', async () => {
    const played = await play('main,bonus', 200n, 500n, 'bet 300');
    const legs = await queryRows<{ kind: string; amount: string }>(
      t.database.db,
      sql`SELECT a.kind, p.amount_minor::text AS amount FROM ledger_postings p
          JOIN ledger_transactions x ON x.id = p.transaction_id JOIN ledger_accounts a ON a.id = p.account_id
          WHERE x.idempotency_key = ${`wallet:${STUDIO}:${played.round}-1`} ORDER BY a.kind`,
    );
    expect(legs).toEqual([
      { kind: 'bonus', amount: '-100' },
      { kind: 'house', amount: '300' },
      { kind: 'main', amount: '-200' },
    ]);
    const events = await queryRows<{ topic: string; key: string; payload: unknown }>(
      t.database.db,
      sql`SELECT topic, key, payload FROM outbox_events WHERE payload->>'roundId' = ${played.round}`,
    );
    const [transaction] = await queryRows<{ id: string; kind: string }>(
      t.database.db,
      sql`SELECT id, kind FROM ledger_transactions WHERE idempotency_key = ${`wallet:${STUDIO}:${played.round}-1`}`,
    );
    expect(transaction!.kind).toBe('game_bet');
    expect(events).toEqual([
      {
        topic: 'wallet.bet',
        key: `user:${played.uid}`,
        payload: {
          userId: played.uid,
          currency: 'EUR',
          money: 'real',
          parts: { main: '200', bonus: '100' },
          total: '300',
          game: 'g',
          studio: STUDIO,
          roundId: played.round,
          transactionId: `${played.round}-1`,
          ledgerTransactionId: Number(transaction!.id),
          at: t.clock.now().toISOString(),
        },
      },
    ]);
  });

  it('writes one event per movement and per win of 0, none for a replay or a refund of nothing', async () => {
    const { uid } = await registerPlayer(t.app);
    await fund(t, uid, 1_000n);
    const wallet = walletWith('main,bonus');
    const round = `round-${++rounds}`;
    const base = {
      studio: STUDIO,
      userId: uid,
      currency: 'EUR',
      money: 'real' as const,
      roundId: round,
      game: 'g',
    };
    const bet = { ...base, transactionId: `${round}-bet`, amountMinor: 300n };
    const rollback = { ...base, transactionId: `${round}-rollback`, betTransactionId: bet.transactionId };
    await wallet.bet(bet);
    expect((await wallet.bet(bet)).replayed).toBe(true);
    await wallet.rollback(rollback);
    expect((await wallet.rollback(rollback)).replayed).toBe(true);
    expect((await wallet.rollback({ ...rollback, transactionId: `${round}-again` })).amountMinor).toBe(0n);
    const second = { ...base, roundId: `${round}-2` };
    await wallet.bet({ ...second, transactionId: `${round}-2-bet`, amountMinor: 100n });
    const lost = { ...second, transactionId: `${round}-2-win`, amountMinor: 0n };
    await wallet.win(lost, { kind: 'studio-bets', maxWinMultiplier: 100 });
    expect((await wallet.win(lost, { kind: 'studio-bets', maxWinMultiplier: 100 })).replayed).toBe(true);

    const events = await queryRows<{
      topic: string;
      total: string;
      bet: string | null;
      ledger: string | null;
    }>(
      t.database.db,
      sql`SELECT topic, payload->>'total' AS total, payload->>'betTransactionId' AS bet,
                 payload->>'ledgerTransactionId' AS ledger
          FROM outbox_events WHERE key = ${`user:${uid}`} AND topic LIKE 'wallet.%' ORDER BY id`,
    );
    expect(events.map((e) => `${e.topic} ${e.total}`)).toEqual([
      'wallet.bet 300',
      'wallet.rollback 300',
      'wallet.bet 100',
      'wallet.win 0',
    ]);
    expect(events[1]!.bet).toBe(bet.transactionId);
    // A win of 0 moved nothing: no ledger transaction behind it.
    expect(events.map((e) => e.ledger === null)).toEqual([false, false, false, true]);
  });
});
