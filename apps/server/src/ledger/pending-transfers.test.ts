import { type DatabaseHandle, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database.js';
import { houseAccountId, playerAccountId, playerBalances } from './accounts.js';
import { isLedgerError, pendingRefusalReason } from './errors.js';
import { findLedgerViolations } from './invariants.js';
import {
  expirePendingTransfers,
  findPendingTransfer,
  type PendingTransferStatus,
  postPending,
  reservePending,
  voidPending,
} from './pending-transfers.js';
import { postTransfer } from './transfer.js';

let handle: DatabaseHandle;
let nextUser = 1;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const START = new Date('2026-11-24T12:00:00Z');
const EXPIRES_AT = new Date(START.getTime() + 60 * 60_000);
/** Before the expiry, and past it. */
const AT = { early: START, late: new Date(EXPIRES_AT.getTime() + 60_000) } as const;

interface Accounts {
  userId: number;
  source: number;
  hold: number;
  destination: number;
}

/** A player with a funded main balance, the withdrawal hold and payment clearing of their shard. */
async function newPlayer(fundedMinor: bigint): Promise<Accounts> {
  const userId = nextUser++;
  await handle.db.execute(
    sql`INSERT INTO users (id, login, password_hash, currency) VALUES (${userId}, ${`p${userId}@test.io`}, 'x', 'USD')`,
  );
  const source = await playerAccountId(handle.db, userId, 'main', 'USD');
  const hold = await houseAccountId(handle.db, 'withdrawal_hold', 'USD', userId);
  const destination = await houseAccountId(handle.db, 'payment_clearing', 'USD', userId);
  if (fundedMinor > 0n) {
    const equity = await houseAccountId(handle.db, 'equity', 'USD', userId);
    await postTransfer(handle.db, {
      idempotencyKey: `fund:${userId}`,
      kind: 'deposit',
      postings: [
        { accountId: equity, currency: 'USD', amountMinor: -fundedMinor },
        { accountId: source, currency: 'USD', amountMinor: fundedMinor },
      ],
    });
  }
  return { userId, source, hold, destination };
}

async function balanceOf(accountId: number): Promise<bigint> {
  const [row] = await queryRows<{ balance_minor: string }>(
    handle.db,
    sql`SELECT balance_minor FROM ledger_accounts WHERE id = ${accountId}`,
  );
  return BigInt(row!.balance_minor);
}

function reserve(accounts: Accounts, key: string, amountMinor: bigint, expiresAt = EXPIRES_AT) {
  return reservePending(handle.db, {
    kind: 'withdrawal',
    idempotencyKey: key,
    reference: key,
    sourceAccountId: accounts.source,
    holdAccountId: accounts.hold,
    currency: 'USD',
    amountMinor,
    expiresAt,
  });
}

/** What a step answered: moved money, replayed an earlier answer, refused (and why), or a sweep's count. */
async function outcomeOf(work: Promise<{ replayed: boolean } | number>): Promise<string> {
  try {
    const result = await work;
    if (typeof result === 'number') return `swept ${result}`;
    return result.replayed ? 'replayed' : 'moved';
  } catch (error) {
    const reason = pendingRefusalReason(error);
    if (reason) return `refused: ${reason}`;
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) return 'refused: insufficient funds';
    throw error;
  }
}

type Action = 'reserve' | 'post' | 'void' | 'post elsewhere' | 'sweep';
// action, when, outcome, then: source, hold, destination balances (the hold and destination as
// changes since the scenario began) and the pending transfer's status (null: none)
type Step = [Action, keyof typeof AT, string, number, number, number, PendingTransferStatus | null];

const scenarios: { name: string; funded: number; amount: number; steps: Step[] }[] = [
  {
    name: 'reserve, then post, each repeated; a void or an expiry after the post',
    funded: 1000,
    amount: 400,
    steps: [
      ['reserve', 'early', 'moved', 600, 400, 0, 'pending'],
      ['reserve', 'early', 'replayed', 600, 400, 0, 'pending'],
      ['post', 'early', 'moved', 600, 0, 400, 'posted'],
      ['post', 'early', 'replayed', 600, 0, 400, 'posted'],
      ['post elsewhere', 'early', 'refused: posted', 600, 0, 400, 'posted'],
      ['void', 'early', 'refused: posted', 600, 0, 400, 'posted'],
      ['sweep', 'late', 'swept 0', 600, 0, 400, 'posted'],
    ],
  },
  {
    name: 'reserve, then void, repeated; a post or an expiry after the void',
    funded: 1000,
    amount: 1000,
    steps: [
      ['reserve', 'early', 'moved', 0, 1000, 0, 'pending'],
      ['void', 'early', 'moved', 1000, 0, 0, 'voided'],
      ['void', 'early', 'replayed', 1000, 0, 0, 'voided'],
      ['post', 'early', 'refused: voided', 1000, 0, 0, 'voided'],
      ['sweep', 'late', 'swept 0', 1000, 0, 0, 'voided'],
    ],
  },
  {
    name: 'reserve, then expire, repeated; a post or a void after the expiry',
    funded: 500,
    amount: 200,
    steps: [
      ['reserve', 'early', 'moved', 300, 200, 0, 'pending'],
      ['sweep', 'early', 'swept 0', 300, 200, 0, 'pending'],
      ['sweep', 'late', 'swept 1', 500, 0, 0, 'expired'],
      ['sweep', 'late', 'swept 0', 500, 0, 0, 'expired'],
      ['post', 'late', 'refused: expired', 500, 0, 0, 'expired'],
      ['void', 'late', 'refused: expired', 500, 0, 0, 'expired'],
      ['reserve', 'late', 'replayed', 500, 0, 0, 'expired'],
    ],
  },
  {
    name: 'past its expiry but not swept yet: a post is refused, a void returns the money',
    funded: 500,
    amount: 500,
    steps: [
      ['reserve', 'early', 'moved', 0, 500, 0, 'pending'],
      ['post', 'late', 'refused: expired', 0, 500, 0, 'pending'],
      ['void', 'late', 'moved', 500, 0, 0, 'voided'],
      ['sweep', 'late', 'swept 0', 500, 0, 0, 'voided'],
    ],
  },
  {
    name: 'a reserve above the balance moves nothing and records nothing',
    funded: 300,
    amount: 400,
    steps: [
      ['reserve', 'early', 'refused: insufficient funds', 300, 0, 0, null],
      ['post', 'early', 'refused: not_found', 300, 0, 0, null],
      ['void', 'early', 'refused: not_found', 300, 0, 0, null],
    ],
  },
];

describe('two-phase transfers', () => {
  it.each(scenarios)('$name', async ({ funded, amount, steps }) => {
    const accounts = await newPlayer(BigInt(funded));
    const elsewhere = await houseAccountId(handle.db, 'equity', 'USD', accounts.userId);
    const key = `scenario:${accounts.userId}`;
    const holdBefore = await balanceOf(accounts.hold);
    const destinationBefore = await balanceOf(accounts.destination);
    for (const [index, [action, when, outcome, source, hold, destination, status]] of steps.entries()) {
      const now = AT[when];
      const work = {
        reserve: () => reserve(accounts, key, BigInt(amount)),
        post: () =>
          postPending(handle.db, { idempotencyKey: key, destinationAccountId: accounts.destination, now }),
        'post elsewhere': () =>
          postPending(handle.db, { idempotencyKey: key, destinationAccountId: elsewhere, now }),
        void: () => voidPending(handle.db, { idempotencyKey: key, now }),
        sweep: () => expirePendingTransfers(handle.db, now, 50),
      }[action];
      const step = `step ${index + 1} (${action}, ${when})`;
      expect(await outcomeOf(work()), step).toBe(outcome);
      expect(
        [
          await balanceOf(accounts.source),
          (await balanceOf(accounts.hold)) - holdBefore,
          (await balanceOf(accounts.destination)) - destinationBefore,
        ],
        step,
      ).toEqual([BigInt(source), BigInt(hold), BigInt(destination)]);
      expect((await findPendingTransfer(handle.db, key))?.status ?? null, step).toBe(status);
      expect(await findLedgerViolations(handle.db), step).toEqual([]);
    }
  });

  it('records each phase as one ledger transfer with its code, the ending one under one key', async () => {
    const accounts = await newPlayer(1000n);
    const key = `codes:${accounts.userId}`;
    await reserve(accounts, key, 100n);
    await postPending(handle.db, {
      idempotencyKey: key,
      destinationAccountId: accounts.destination,
      now: START,
    });
    const rows = await queryRows<{ idempotency_key: string; kind: string }>(
      handle.db,
      sql`SELECT idempotency_key, kind FROM ledger_transactions WHERE reference = ${key} ORDER BY id`,
    );
    expect(rows.map((r) => [r.idempotency_key, r.kind])).toEqual([
      [`${key}:reserve`, 'withdrawal_reserve'],
      [`${key}:settle`, 'withdrawal_post'],
    ]);
  });

  it("runs inside the caller's transaction: rolled back with it, nothing reserved", async () => {
    const accounts = await newPlayer(1000n);
    const key = `joined:${accounts.userId}`;
    await expect(
      handle.db.transaction(async (tx) => {
        await reservePending(tx, {
          kind: 'withdrawal',
          idempotencyKey: key,
          sourceAccountId: accounts.source,
          holdAccountId: accounts.hold,
          currency: 'USD',
          amountMinor: 300n,
          expiresAt: EXPIRES_AT,
        });
        await postPending(tx, {
          idempotencyKey: key,
          destinationAccountId: accounts.destination,
          now: START,
        });
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    expect((await playerBalances(handle.db, accounts.userId, 'USD')).main).toBe(1000n);
    expect(await findPendingTransfer(handle.db, key)).toBeNull();
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });

  it('a failing expiry handler undoes that expiry only; the sweep expires the others and then reports it', async () => {
    const players = await Promise.all([newPlayer(100n), newPlayer(100n), newPlayer(100n)]);
    const keys = players.map((p) => `handler:${p.userId}`);
    for (const [i, player] of players.entries()) await reserve(player, keys[i]!, 100n);
    const seen: string[] = [];
    const sweep = expirePendingTransfers(handle.db, AT.late, 10, {
      withdrawal: async (_tx, expired) => {
        if (expired.idempotencyKey === keys[1]) throw new Error('the owner refuses');
        seen.push(expired.idempotencyKey);
      },
    });
    await expect(sweep).rejects.toBeInstanceOf(AggregateError);
    expect(seen.sort()).toEqual([keys[0], keys[2]].sort());
    const statuses = await Promise.all(keys.map((k) => findPendingTransfer(handle.db, k)));
    expect(statuses.map((p) => p?.status)).toEqual(['expired', 'pending', 'expired']);
    const mains = await Promise.all(players.map((p) => playerBalances(handle.db, p.userId, 'USD')));
    expect(mains.map((b) => b.main)).toEqual([100n, 0n, 100n]);
    // Once the owner agrees, the next sweep expires it.
    expect(await expirePendingTransfers(handle.db, AT.late, 10)).toBe(1);
    expect((await playerBalances(handle.db, players[1]!.userId, 'USD')).main).toBe(100n);
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });

  it('sweeps at most a batch at a time, soonest expiry first', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => newPlayer(10n)));
    for (const [i, player] of players.entries()) {
      await reserve(player, `batch:${player.userId}`, 10n, new Date(EXPIRES_AT.getTime() - i * 1000));
    }
    expect(await expirePendingTransfers(handle.db, AT.late, 2)).toBe(2);
    const statuses = await Promise.all(
      players.map(async (p) => (await findPendingTransfer(handle.db, `batch:${p.userId}`))!.status),
    );
    expect(statuses).toEqual(['pending', 'pending', 'pending', 'expired', 'expired']);
    expect(await expirePendingTransfers(handle.db, AT.late, 10)).toBe(3);
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });
});

describe('two-phase transfers racing (run on PostgreSQL too)', () => {
  /** How many ending transfers each key has in the ledger. */
  async function settleCounts(keys: readonly string[]): Promise<number[]> {
    const rows = await queryRows<{ idempotency_key: string }>(
      handle.db,
      sql`SELECT idempotency_key FROM ledger_transactions
          WHERE idempotency_key = ANY (${`{${keys.map((k) => `"${k}:settle"`).join(',')}}`}::text[])`,
    );
    return keys.map((k) => rows.filter((r) => r.idempotency_key === `${k}:settle`).length);
  }

  it('a post and a void racing on each of 20 pending transfers: one of them wins, the money moves once', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => newPlayer(100n)));
    const keys = players.map((p) => `race:${p.userId}`);
    await Promise.all(players.map((p, i) => reserve(p, keys[i]!, 100n)));
    const results = await Promise.all(
      players.map(async (p, i) => {
        const key = keys[i]!;
        const [post, cancel] = await Promise.allSettled([
          postPending(handle.db, { idempotencyKey: key, destinationAccountId: p.destination, now: START }),
          voidPending(handle.db, { idempotencyKey: key, now: START }),
        ]);
        return { post, cancel };
      }),
    );
    for (const [i, { post, cancel }] of results.entries()) {
      const won = [post, cancel].filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = [post, cancel].find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toMatchObject({ name: 'AppError', code: 'PENDING_TRANSFER_REFUSED' });
      const main = (await playerBalances(handle.db, players[i]!.userId, 'USD')).main;
      expect(main).toBe(post.status === 'fulfilled' ? 0n : 100n);
    }
    expect(await settleCounts(keys)).toEqual(keys.map(() => 1));
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });

  it('two sweeps racing, with posts and voids among them: each pending transfer ends exactly once', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => newPlayer(50n)));
    const keys = players.map((p) => `sweeps:${p.userId}`);
    await Promise.all(players.map((p, i) => reserve(p, keys[i]!, 50n)));
    const expiredSeen: string[] = [];
    const handlers = {
      withdrawal: async (_tx: unknown, expired: { idempotencyKey: string }) => {
        expiredSeen.push(expired.idempotencyKey);
      },
    };
    const settled = await Promise.allSettled([
      expirePendingTransfers(handle.db, AT.late, 100, handlers),
      expirePendingTransfers(handle.db, AT.late, 100, handlers),
      ...players.slice(0, 10).map((p, i) =>
        postPending(handle.db, {
          idempotencyKey: keys[i]!,
          destinationAccountId: p.destination,
          now: START,
        }),
      ),
      ...keys.slice(10, 20).map((key) => voidPending(handle.db, { idempotencyKey: key, now: AT.late })),
    ]);
    const [first, second] = settled as PromiseFulfilledResult<number>[];
    for (const result of settled.slice(2)) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ name: 'AppError', code: 'PENDING_TRANSFER_REFUSED' });
    }
    const statuses = await Promise.all(
      keys.map(async (k) => (await findPendingTransfer(handle.db, k))!.status),
    );
    const expired = statuses.filter((s) => s === 'expired').length;
    expect(first!.value + second!.value).toBe(expired);
    expect(expiredSeen).toHaveLength(expired);
    expect(new Set(expiredSeen).size).toBe(expired);
    expect(statuses.slice(20)).toEqual(Array(10).fill('expired'));
    expect(statuses.every((s) => s !== 'pending')).toBe(true);
    expect(await settleCounts(keys)).toEqual(keys.map(() => 1));
    for (const [i, player] of players.entries()) {
      const main = (await playerBalances(handle.db, player.userId, 'USD')).main;
      expect(main).toBe(statuses[i] === 'posted' ? 0n : 50n);
    }
    expect(await findLedgerViolations(handle.db)).toEqual([]);
  });
});
