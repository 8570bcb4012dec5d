import type { DatabaseHandle } from '@jeton/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database.js';
import { houseAccountId, playerAccountId, playerBalances } from './accounts.js';
import { findLedgerViolations } from './invariants.js';
import { postTransfer } from './transfer.js';

let handle: DatabaseHandle;
let nextUser = 1;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function newPlayer(): Promise<number> {
  const id = nextUser++;
  await handle.db.execute(
    `INSERT INTO users (id, login, password_hash, currency) VALUES (${id}, 'p${id}@test.io', 'x', 'USD')` as never,
  );
  return id;
}

/** Funds a player's main balance from the clearing account, as a confirmed deposit would. */
async function fund(userId: number, amountMinor: bigint) {
  const main = await playerAccountId(handle.db, userId, 'main', 'USD');
  const clearing = await houseAccountId(handle.db, 'payment_clearing', 'USD');
  await postTransfer(handle.db, {
    idempotencyKey: `fund:${userId}:${amountMinor}`,
    kind: 'deposit',
    postings: [
      { accountId: clearing, currency: 'USD', amountMinor: -amountMinor },
      { accountId: main, currency: 'USD', amountMinor },
    ],
  });
  return { main, clearing };
}

async function debit(userId: number, key: string, amountMinor: bigint) {
  const main = await playerAccountId(handle.db, userId, 'main', 'USD');
  const house = await houseAccountId(handle.db, 'game_house', 'USD');
  return postTransfer(handle.db, {
    idempotencyKey: key,
    kind: 'game_bet',
    postings: [
      { accountId: main, currency: 'USD', amountMinor: -amountMinor },
      { accountId: house, currency: 'USD', amountMinor },
    ],
  });
}

describe('postTransfer', () => {
  postingAndKeyChecks();
  refusalAndRaceChecks();
});

/** Postings and their idempotency keys. */
function postingAndKeyChecks() {
  it.each([
    // funded, debit, outcome, main balance after
    { funded: 1000n, debit: 400n, outcome: 'posted', after: 600n },
    { funded: 1000n, debit: 1000n, outcome: 'posted', after: 0n },
    { funded: 1000n, debit: 1001n, outcome: 'insufficient', after: 1000n },
    { funded: 0n, debit: 1n, outcome: 'insufficient', after: 0n },
  ])(
    'debits $debit from $funded: $outcome, leaving $after',
    async ({ funded, debit: amount, outcome, after }) => {
      const user = await newPlayer();
      if (funded > 0n) await fund(user, funded);
      else await playerAccountId(handle.db, user, 'main', 'USD');
      const attempt = debit(user, `bet:${user}`, amount);
      if (outcome === 'posted') await expect(attempt).resolves.toMatchObject({ replayed: false });
      else await expect(attempt).rejects.toMatchObject({ name: 'AppError', code: 'INSUFFICIENT_FUNDS' });
      expect((await playerBalances(handle.db, user, 'USD')).main).toBe(after);
      expect(await findLedgerViolations(handle.db)).toEqual([]);
    },
  );

  it('posts once for the same key, answering the first result again', async () => {
    const user = await newPlayer();
    await fund(user, 500n);
    const first = await debit(user, `once:${user}`, 200n);
    const again = await debit(user, `once:${user}`, 200n);
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect([...again.balancesAfter]).toEqual([...first.balancesAfter]);
    expect((await playerBalances(handle.db, user, 'USD')).main).toBe(300n);
  });

  it("inside a caller's transaction, answers a taken key without aborting that transaction", async () => {
    const user = await newPlayer();
    await fund(user, 500n);
    const first = await debit(user, `joined:${user}`, 200n);
    const main = await playerAccountId(handle.db, user, 'main', 'USD');
    const house = await houseAccountId(handle.db, 'game_house', 'USD');
    const postings = (amountMinor: bigint) => [
      { accountId: main, currency: 'USD', amountMinor: -amountMinor },
      { accountId: house, currency: 'USD', amountMinor },
    ];
    const [again, next] = await handle.db.transaction(async (tx) => [
      await postTransfer(tx, {
        idempotencyKey: `joined:${user}`,
        kind: 'game_bet',
        postings: postings(200n),
      }),
      // The transaction still works after the replay.
      await postTransfer(tx, {
        idempotencyKey: `joined:${user}:2`,
        kind: 'game_bet',
        postings: postings(50n),
      }),
    ]);
    expect(again).toMatchObject({ replayed: true, transactionId: first.transactionId });
    expect(next.replayed).toBe(false);
    expect((await playerBalances(handle.db, user, 'USD')).main).toBe(250n);
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });

  it('refuses a reused key with other data and changes nothing', async () => {
    const user = await newPlayer();
    await fund(user, 500n);
    await debit(user, `conflict:${user}`, 100n);
    await expect(debit(user, `conflict:${user}`, 101n)).rejects.toMatchObject({
      name: 'AppError',
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect((await playerBalances(handle.db, user, 'USD')).main).toBe(400n);
  });

  it('does not record a key whose transfer failed, so a later retry can succeed', async () => {
    const user = await newPlayer();
    await expect(debit(user, `retry:${user}`, 100n)).rejects.toMatchObject({
      name: 'AppError',
      code: 'INSUFFICIENT_FUNDS',
    });
    await fund(user, 100n);
    await expect(debit(user, `retry:${user}`, 100n)).resolves.toMatchObject({ replayed: false });
  });
}

/** Refused postings, and transfers that race. */
function refusalAndRaceChecks() {
  it.each([
    { name: 'unbalanced', legs: [-5n, 4n] },
    { name: 'a single leg', legs: [-5n] },
    { name: 'all zero', legs: [0n, 0n] },
  ])('refuses $name postings before touching the database', async ({ legs }) => {
    const user = await newPlayer();
    await fund(user, 100n);
    const main = await playerAccountId(handle.db, user, 'main', 'USD');
    const house = await houseAccountId(handle.db, 'game_house', 'USD');
    const accounts = [main, house];
    await expect(
      postTransfer(handle.db, {
        idempotencyKey: `bad:${user}`,
        kind: 'game_bet',
        postings: legs.map((amountMinor, i) => ({ accountId: accounts[i]!, currency: 'USD', amountMinor })),
      }),
    ).rejects.toMatchObject({ name: 'AppError', code: 'INVALID_TRANSFER' });
    expect((await playerBalances(handle.db, user, 'USD')).main).toBe(100n);
  });

  it('refuses a posting in a currency other than the account’s and rolls back', async () => {
    const user = await newPlayer();
    await fund(user, 100n);
    const main = await playerAccountId(handle.db, user, 'main', 'USD');
    const eurHouse = await houseAccountId(handle.db, 'game_house', 'EUR');
    await expect(
      postTransfer(handle.db, {
        idempotencyKey: `currency:${user}`,
        kind: 'game_bet',
        postings: [
          { accountId: main, currency: 'EUR', amountMinor: -10n },
          { accountId: eurHouse, currency: 'EUR', amountMinor: 10n },
        ],
      }),
    ).rejects.toMatchObject({ name: 'AppError', code: 'INVALID_TRANSFER' });
    expect((await playerBalances(handle.db, user, 'USD')).main).toBe(100n);
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });

  it('lets exactly as many of 50 concurrent debits through as the balance covers', async () => {
    const user = await newPlayer();
    await fund(user, 1000n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => debit(user, `race:${user}:${i}`, 100n)),
    );
    const posted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(posted).toHaveLength(10);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        name: 'AppError',
        code: 'INSUFFICIENT_FUNDS',
      });
    expect((await playerBalances(handle.db, user, 'USD')).main).toBe(0n);
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });

  it('posts once when the same key arrives 20 times in parallel', async () => {
    const user = await newPlayer();
    await fund(user, 1000n);
    const results = await Promise.all(Array.from({ length: 20 }, () => debit(user, `same:${user}`, 100n)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect((await playerBalances(handle.db, user, 'USD')).main).toBe(900n);
    const postings = await handle.db.execute(
      `SELECT count(*)::int AS n FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
       WHERE t.idempotency_key = 'same:${user}'` as never,
    );
    expect((postings as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });

  it('does not deadlock when transfers touch the same accounts in opposite orders', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const { main: mainA } = await fund(a, 10_000n);
    const { main: mainB } = await fund(b, 10_000n);
    const moves = Array.from({ length: 40 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [mainA, mainB] : [mainB, mainA];
      return postTransfer(handle.db, {
        idempotencyKey: `swap:${a}:${i}`,
        kind: 'manual_adjustment',
        postings: [
          { accountId: to, currency: 'USD', amountMinor: 7n },
          { accountId: from, currency: 'USD', amountMinor: -7n },
        ],
      });
    });
    await Promise.all(moves);
    const balances = [
      (await playerBalances(handle.db, a, 'USD')).main,
      (await playerBalances(handle.db, b, 'USD')).main,
    ];
    expect(balances).toEqual([10_000n, 10_000n]);
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });
}

describe('house account shards', () => {
  it('spreads players over shards and sums them as one house balance', async () => {
    const { HOUSE_SHARDS, houseBalance } = await import('./accounts.js');
    const players = await Promise.all(Array.from({ length: HOUSE_SHARDS + 2 }, () => newPlayer()));
    const shards = new Set<number>();
    for (const user of players) {
      await fund(user, 50n);
      const main = await playerAccountId(handle.db, user, 'main', 'USD');
      const shard = await houseAccountId(handle.db, 'jackpot_pool', 'USD', user);
      shards.add(shard);
      await postTransfer(handle.db, {
        idempotencyKey: `shard:${user}`,
        kind: 'game_bet',
        postings: [
          { accountId: main, currency: 'USD', amountMinor: -20n },
          { accountId: shard, currency: 'USD', amountMinor: 20n },
        ],
      });
    }
    expect(shards.size).toBe(HOUSE_SHARDS);
    expect(await houseBalance(handle.db, 'jackpot_pool', 'USD')).toBe(20n * BigInt(players.length));
    expect(await houseAccountId(handle.db, 'jackpot_pool', 'USD', players[0]!)).toBe(
      await houseAccountId(handle.db, 'jackpot_pool', 'USD', players[0]! + HOUSE_SHARDS),
    );
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });
});
