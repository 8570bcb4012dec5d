import { performance } from 'node:perf_hooks';
import { createDatabase, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import {
  findLedgerViolations,
  houseAccountId,
  playerAccountId,
  postTransfer,
} from '../../apps/server/src/ledger/index.js';
import { reply, runChild } from './child.js';
import { CpuMeter, postgresCpuMs, processCpuMs } from './cpu.js';
import { Samples } from './samples.js';
import { interleave } from './schedule.js';

// Ledger throughput, in one process, on one pg Pool: N workers posting 1-minor-unit bets through
// the ledger (player main account -> game_house), against the same N workers doing the plainest
// correct debit by hand (UPDATE + INSERT in one transaction) on a table pair of their own.

const CURRENCY = 'EUR';
const FUNDING_MINOR = 1_000_000_000_000n;

export interface OpsResult {
  opsPerSecond: number;
  ops: number;
  seconds: number;
  failures: number;
  firstError: string | null;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** CPU microseconds per operation in this process (driver and ledger code) and in PostgreSQL. */
  nodeCpuUs: number | null;
  postgresCpuUs: number | null;
}

interface Settings {
  workers: number;
  players: number;
  warmupSeconds: number;
  seconds: number;
  rounds: number;
  history: number;
}

function settingsFromEnv(): Settings {
  const number = (name: string, fallback: number, minimum = 0) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isFinite(value) || value < minimum) throw new Error(`${name} must be a number ≥ ${minimum}`);
    return value;
  };
  return {
    workers: number('BENCH_LEDGER_WORKERS', 16, 1),
    players: number('BENCH_LEDGER_PLAYERS', 64, 1),
    warmupSeconds: number('BENCH_WARMUP_SECONDS', 2),
    seconds: number('BENCH_SECONDS', 10),
    rounds: number('BENCH_ROUNDS', 5, 1),
    history: Math.round(number('BENCH_LEDGER_HISTORY', 200_000)),
  };
}

/** Successful operations, time and latencies of one kind of operation, summed over its slices. */
class Tally {
  ops = 0;
  seconds = 0;
  failures = 0;
  firstError: string | null = null;
  readonly latencies = new Samples();
  readonly nodeCpu = new CpuMeter(() => processCpuMs(process.pid));
  readonly postgresCpu: CpuMeter;

  constructor(database: string) {
    this.postgresCpu = new CpuMeter(() => postgresCpuMs(database));
  }

  result(): OpsResult {
    return {
      opsPerSecond: this.seconds > 0 ? this.ops / this.seconds : 0,
      ops: this.ops,
      seconds: this.seconds,
      failures: this.failures,
      firstError: this.firstError,
      latencyP50Ms: this.latencies.percentile(0.5),
      latencyP99Ms: this.latencies.percentile(0.99),
      nodeCpuUs: this.nodeCpu.perOperationUs(this.ops),
      postgresCpuUs: this.postgresCpu.perOperationUs(this.ops),
    };
  }
}

/**
 * Runs `op` from `workers` concurrent loops for `seconds`, handing out account slots round-robin
 * (a shared counter, so concurrent operations touch different accounts).
 */
async function drive(
  tally: Tally,
  workers: number,
  slots: number,
  seconds: number,
  op: (slot: number, sequence: number) => Promise<void>,
): Promise<void> {
  tally.nodeCpu.start();
  tally.postgresCpu.start();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const sequence = sequenceCounter++;
        const begun = performance.now();
        try {
          await op(sequence % slots, sequence);
          tally.ops += 1;
          tally.latencies.add(performance.now() - begun);
        } catch (error) {
          tally.failures += 1;
          tally.firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  tally.seconds += (performance.now() - started) / 1000;
  tally.nodeCpu.stop();
  tally.postgresCpu.stop();
}

let sequenceCounter = 0;

runChild('ledger bench', async () => {
  const url = process.env.BENCH_APP_DATABASE_URL;
  if (!url) throw new Error('BENCH_APP_DATABASE_URL is not set');
  const settings = settingsFromEnv();
  const databaseName = new URL(url).pathname.slice(1);
  const handle = createDatabase({ url, poolSize: settings.workers });
  const pool = handle.pool;
  if (!pool) throw new Error('the ledger bench needs PostgreSQL');
  const { db } = handle;

  // History, so that the tables are not tiny when statistics are gathered: on a near-empty
  // ledger the planner rightly picks sequential scans (the foreign-key checks of postings on
  // ledger_transactions among them), keeps them in cached plans while the tables grow under the
  // load, and the bench would measure a plan no real ledger runs. Transfers back and forth between
  // two house accounts, netting to zero; the raw baseline's postings table gets as many rows.
  const clearing = await houseAccountId(db, 'payment_clearing', CURRENCY);
  const equity = await houseAccountId(db, 'equity', CURRENCY);
  if (settings.history > 0) {
    const transactions = settings.history - (settings.history % 2);
    await pool.query(
      `WITH t AS (
         INSERT INTO ledger_transactions (kind, idempotency_key, request_hash, reference)
         SELECT 'manual_adjustment', 'ledger-bench:history:' || g, '', '' FROM generate_series(1, $1::int) g
         RETURNING id)
       INSERT INTO ledger_postings (transaction_id, account_id, amount_minor, currency, balance_after_minor)
       SELECT t.id, leg.account_id, CASE WHEN t.id % 2 = 0 THEN leg.sign ELSE -leg.sign END, $4,
              CASE WHEN t.id % 2 = 0 THEN leg.sign ELSE 0 END
       FROM t CROSS JOIN (VALUES ($2::bigint, 1), ($3::bigint, -1)) AS leg(account_id, sign)`,
      [transactions, clearing, equity, CURRENCY],
    );
  }

  // Players with a generously funded main account, funded by a deposit through the ledger.
  const users = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO users (login, email, password_hash, currency)
        SELECT 'ledger-bench-' || g || '@bench.test', 'ledger-bench-' || g || '@bench.test', 'x', ${CURRENCY}
        FROM generate_series(1, ${settings.players}) g
        RETURNING id`,
  );
  const mains: number[] = [];
  // Each player's bets go to the house shard of their id, as the game wallet will do.
  const houses: number[] = [];
  for (const user of users) {
    const main = await playerAccountId(db, Number(user.id), 'main', CURRENCY);
    houses.push(await houseAccountId(db, 'game_house', CURRENCY, Number(user.id)));
    await postTransfer(db, {
      idempotencyKey: `ledger-bench:fund:${user.id}`,
      kind: 'deposit',
      postings: [
        { accountId: clearing, currency: CURRENCY, amountMinor: -FUNDING_MINOR },
        { accountId: main, currency: CURRENCY, amountMinor: FUNDING_MINOR },
      ],
    });
    mains.push(main);
  }

  // The raw baseline's own table pair: a balance that may not go negative, and its postings.
  await pool.query(`CREATE TABLE bench_accounts (
      id bigserial PRIMARY KEY,
      balance bigint NOT NULL CHECK (balance >= 0))`);
  await pool.query(`CREATE TABLE bench_postings (
      id bigserial PRIMARY KEY,
      account_id bigint NOT NULL REFERENCES bench_accounts (id),
      amount bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
  const baseline = await pool.query<{ id: string }>(
    'INSERT INTO bench_accounts (balance) SELECT $1::bigint FROM generate_series(1, $2::int) RETURNING id',
    [FUNDING_MINOR.toString(), settings.players],
  );
  const baselineIds = baseline.rows.map((r) => Number(r.id));
  await pool.query(
    'INSERT INTO bench_postings (account_id, amount) SELECT $1::bigint, 0 FROM generate_series(1, $2::int)',
    [baselineIds[0], 2 * settings.history],
  );
  await pool.query('VACUUM ANALYZE');

  const rawDebit = async (slot: number) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const updated = await client.query(
        'UPDATE bench_accounts SET balance = balance - 1 WHERE id = $1 AND balance >= 1',
        [baselineIds[slot]],
      );
      if (updated.rowCount !== 1) throw new Error('raw debit found no funds');
      await client.query('INSERT INTO bench_postings (account_id, amount) VALUES ($1, $2)', [
        baselineIds[slot],
        -1,
      ]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  const ledgerBet = async (slot: number, sequence: number) => {
    const result = await postTransfer(db, {
      idempotencyKey: `ledger-bench:${sequence}`,
      kind: 'game_bet',
      reference: `bench:${sequence}`,
      postings: [
        { accountId: mains[slot]!, currency: CURRENCY, amountMinor: -1n },
        { accountId: houses[slot]!, currency: CURRENCY, amountMinor: 1n },
      ],
    });
    if (result.replayed) throw new Error('a fresh key was answered as a replay');
  };

  const { workers, players, warmupSeconds, seconds, rounds } = settings;
  if (warmupSeconds > 0) {
    const dropped = new Tally(databaseName);
    await drive(dropped, workers, players, warmupSeconds, rawDebit);
    await drive(dropped, workers, players, warmupSeconds, ledgerBet);
  }
  const raw = new Tally(databaseName);
  const ledger = new Tally(databaseName);
  await interleave(
    rounds,
    () => drive(raw, workers, players, seconds / rounds, rawDebit),
    () => drive(ledger, workers, players, seconds / rounds, ledgerBet),
  );

  // The books must still hold after the load, or the figures mean nothing.
  const violations = await findLedgerViolations(db);
  const [drift] = (
    await pool.query<{ drift: string }>(
      `SELECT (SELECT count(*) FROM bench_accounts) * $1::bigint
              - (SELECT sum(balance) FROM bench_accounts)
              + (SELECT coalesce(sum(amount), 0) FROM bench_postings) AS drift`,
      [FUNDING_MINOR.toString()],
    )
  ).rows;
  await handle.close();
  reply({
    type: 'result',
    raw: raw.result(),
    ledger: ledger.result(),
    workers,
    players,
    history: settings.history,
    ledgerViolations: violations.map((v) => `${v.rule}: ${v.detail}`),
    baselineDrift: drift?.drift ?? null,
  });
  process.exit(0);
});
