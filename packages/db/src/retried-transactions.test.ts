import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, queryRows } from './client.js';
import { isTransactionConflict, type RetryPolicy, retryConflicts } from './retried-transactions.js';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
/** As drizzle throws it: its own error, the driver's as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: SELECT 1'), { cause });

function policy(waits: number[] = [], told: number[] = []): RetryPolicy {
  return {
    attempts: 4,
    baseDelayMs: 10,
    random: () => 0.5,
    sleep: async (ms) => {
      waits.push(ms);
    },
    onRetry: (_error, run) => told.push(run),
  };
}

/** An attempt that fails with the given errors, one per run, then answers 'done'. */
function failingWith(errors: unknown[]) {
  const runs = { count: 0 };
  const attempt = async () => {
    const error = errors[runs.count++];
    if (error !== undefined) throw error;
    return 'done';
  };
  return { attempt, runs };
}

describe('isTransactionConflict', () => {
  it('knows a deadlock and a serialization failure, bare or wrapped', () => {
    expect(isTransactionConflict(deadlock())).toBe(true);
    expect(isTransactionConflict(wrapped(deadlock()))).toBe(true);
    expect(isTransactionConflict(wrapped(wrapped({ code: '40001' })))).toBe(true);
  });

  it('refuses any other error', () => {
    expect(isTransactionConflict(wrapped({ code: '23505' }))).toBe(false);
    expect(isTransactionConflict(new Error('40P01'))).toBe(false);
    expect(isTransactionConflict(undefined)).toBe(false);
  });
});

describe('retryConflicts', () => {
  it('runs again after conflicts, waiting longer each time, and tells of each', async () => {
    const waits: number[] = [];
    const told: number[] = [];
    const { attempt, runs } = failingWith([wrapped(deadlock()), wrapped({ code: '40001' })]);
    expect(await retryConflicts(attempt, policy(waits, told))).toBe('done');
    expect(runs.count).toBe(3);
    expect(waits).toEqual([15, 30]);
    expect(told).toEqual([1, 2]);
  });

  it('gives up after its runs, with the last error', async () => {
    const last = wrapped(deadlock());
    const { attempt, runs } = failingWith([deadlock(), deadlock(), deadlock(), last]);
    await expect(retryConflicts(attempt, policy())).rejects.toBe(last);
    expect(runs.count).toBe(4);
  });

  it('never runs again after another error', async () => {
    const refused = wrapped({ code: '23514' });
    const { attempt, runs } = failingWith([refused]);
    await expect(retryConflicts(attempt, policy())).rejects.toBe(refused);
    expect(runs.count).toBe(1);
  });
});

describe('db.transaction on PGlite', () => {
  let handle: DatabaseHandle;
  // Starting PGlite (a WebAssembly PostgreSQL) has taken over 10 s on two loaded cores.
  beforeAll(async () => {
    handle = createDatabase({});
    await handle.db.execute(sql`CREATE TABLE tries (id serial PRIMARY KEY, run int NOT NULL)`);
  }, 60_000);
  afterAll(() => handle?.close());

  it('runs the whole transaction again after a conflict, the first run rolled back', async () => {
    await handle.db.execute(sql`DELETE FROM tries`);
    let runs = 0;
    const answer = await handle.db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`INSERT INTO tries (run) VALUES (${runs})`);
      if (runs === 1) throw wrapped(deadlock());
      return 'committed';
    });
    expect(answer).toBe('committed');
    expect(await queryRows(handle.db, sql`SELECT run FROM tries`)).toEqual([{ run: 2 }]);
  });

  it('leaves a savepoint alone: the outermost transaction is what runs again', async () => {
    let outer = 0;
    let inner = 0;
    await handle.db.transaction(async (tx) => {
      outer += 1;
      await tx.transaction(async () => {
        inner += 1;
        if (inner === 1) throw deadlock();
      });
    });
    expect({ outer, inner }).toEqual({ outer: 2, inner: 2 });
  });
});

const postgresUrl = process.env.JETON_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const onPostgres = process.env.JETON_TEST_DATABASE === 'postgres';

describe.skipIf(!onPostgres)(`a real deadlock on PostgreSQL (${postgresUrl})`, () => {
  const table = `retry_test_${Math.random().toString(36).slice(2, 10)}`;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = createDatabase({ url: postgresUrl, poolSize: 2 });
    await handle.db.execute(sql.raw(`CREATE TABLE ${table} (id int PRIMARY KEY, n int NOT NULL)`));
    await handle.db.execute(sql.raw(`INSERT INTO ${table} VALUES (1, 0), (2, 0)`));
  });
  afterAll(async () => {
    await handle?.db.execute(sql.raw(`DROP TABLE IF EXISTS ${table}`));
    await handle?.close();
  });

  it('two transactions locking two rows in opposite orders both commit', async () => {
    let runs = 0;
    let firstLocks = 0;
    let bothLocked: () => void = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothLocked = resolve;
    });
    const bump = (first: number, second: number) =>
      handle.db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql.raw(`UPDATE ${table} SET n = n + 1 WHERE id = ${first}`));
        // The first run of each waits for the other's first lock: a deadlock for sure.
        if (++firstLocks <= 2) {
          if (firstLocks === 2) bothLocked();
          await barrier;
        }
        await tx.execute(sql.raw(`UPDATE ${table} SET n = n + 1 WHERE id = ${second}`));
      });
    await Promise.all([bump(1, 2), bump(2, 1)]);
    expect(runs).toBe(3);
    expect(await queryRows(handle.db, sql.raw(`SELECT id, n FROM ${table} ORDER BY id`))).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });
});
