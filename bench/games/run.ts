import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism, cpus } from 'node:os';
import { createDatabase, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import {
  findLedgerViolations,
  houseAccountId,
  playerAccountId,
  postTransfer,
} from '../../apps/server/src/ledger/index.js';
import type { Message } from '../api/child.js';
import { createBenchDatabase, dropBenchDatabase } from '../api/database.js';
import type { OpsResult } from '../api/ledger.js';
import { ChildGroup } from '../shared/child-group.js';
import { numberFromEnv } from '../shared/env.js';
import type { SpinResult, SpinSlice } from './spin-load.js';

// npm run bench:games — slot spins per second through the full path (launch once per player, then
// `POST /studio/api/rounds`: session, nonce, wallet bet and win through the ledger, round row) on
// PostgreSQL, beside the bare ledger transfer rate measured in the same run (bench/api/ledger.ts),
// and raw slot outcome computations per second on one core (bench/games/slot-outcomes.ts).
// Prints figures and ratios; exits non-zero on errors only, never on a missed goal.

const seconds = numberFromEnv('BENCH_SECONDS', 10, 1);
const warmupSeconds = numberFromEnv('BENCH_WARMUP_SECONDS', 2);
/** Players spinning at once, each on a game session of their own (one HTTP connection each); as many as the app's database pool (10) and the ledger bench's workers. */
const players = Math.round(numberFromEnv('BENCH_PLAYERS', 10, 1));
const STAKE = '10';
const FUNDING_MINOR = 1_000_000_000_000n;

const children = new ChildGroup();
const start = children.start.bind(children);

let databaseToDrop: string | null = null;
children.stopOnSignal('bench:games', () => (databaseToDrop ? dropBenchDatabase(databaseToDrop) : undefined));

/** Players with a site session (a known cookie token) and a funded main balance. */
async function createPlayers(
  db: Parameters<typeof postTransfer>[0],
  count: number,
): Promise<{ uid: number; cookie: string }[]> {
  const made: { uid: number; cookie: string }[] = [];
  for (let i = 0; i < count; i++) {
    const token = randomBytes(32).toString('base64url');
    const [user] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO users (login, email, password_hash, currency)
          VALUES (${`spinner-${i}@bench.test`}, ${`spinner-${i}@bench.test`}, 'x', 'EUR') RETURNING id`,
    );
    const uid = Number(user!.id);
    await db.execute(sql`INSERT INTO sessions (token_hash, user_id, expires_at)
        VALUES (${createHash('sha256').update(token).digest('hex')}, ${uid}, now() + interval '1 day')`);
    const main = await playerAccountId(db, uid, 'main', 'EUR');
    const clearing = await houseAccountId(db, 'payment_clearing', 'EUR', uid);
    await postTransfer(db, {
      idempotencyKey: `bench-games:fund:${uid}`,
      kind: 'deposit',
      postings: [
        { accountId: clearing, currency: 'EUR', amountMinor: -FUNDING_MINOR },
        { accountId: main, currency: 'EUR', amountMinor: FUNDING_MINOR },
      ],
    });
    made.push({ uid, cookie: `sid=${token}` });
  }
  return made;
}

/** The launch, as the game page's frame does it: a 302 to the game client with the session. */
async function launch(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/platform/game/jeton-fruit-reels/play`, {
    headers: { cookie },
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`launch answered ${response.status}`);
  const session = new URL(location, base).searchParams.get('session');
  if (!session) throw new Error(`launch redirected to ${location} without a session`);
  return session;
}

async function slotOutcomes(): Promise<{ perSecond: number; baseline: number | null } | string> {
  try {
    const module = (await import('./slot-outcomes.js')) as {
      measureSlotOutcomes?: (options: { hmac?: 'pure' | 'createHmac'; seconds?: number }) => {
        outcomesPerSecond: number;
      };
    };
    if (!module.measureSlotOutcomes)
      return 'missing: bench/games/slot-outcomes.ts exports no measureSlotOutcomes';
    const pure = module.measureSlotOutcomes({ hmac: 'pure', seconds: 3 });
    const baseline = module.measureSlotOutcomes({ hmac: 'createHmac', seconds: 3 });
    return { perSecond: pure.outcomesPerSecond, baseline: baseline.outcomesPerSecond };
  } catch (error) {
    return `missing: ${(error as Error).message}`;
  }
}

/** The report goes to standard output. */
const print = (line: string) => process.stdout.write(`${line}\n`);
const format = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<number> {
  const database = await createBenchDatabase();
  databaseToDrop = database.name;
  let failed = false;
  try {
    const handle = createDatabase({ url: database.url, poolSize: 2 });
    try {
      const { migrate } = await import('@jeton/db');
      await migrate(handle);
      const server = start('app server', '../api/app-server.ts', { BENCH_APP_DATABASE_URL: database.url });
      const ready = await server.receive<Message & { port: number; poolSize: number }>('ready');
      const base = `http://127.0.0.1:${ready.port}`;

      const spinners = await createPlayers(handle.db, players);
      const launchStarted = performance.now();
      const sessions = await Promise.all(spinners.map((p) => launch(base, p.cookie)));
      const launchMs = (performance.now() - launchStarted) / sessions.length;
      await handle.db.execute(sql`ANALYZE`);

      const load = start('spin load', '../games/spin-load.ts');
      await load.receive('ready');
      const slice = async (secondsOfLoad: number, name?: string) => {
        const spec: SpinSlice = {
          base,
          sessions,
          stake: STAKE,
          seconds: secondsOfLoad,
          ...(name ? { name } : {}),
        };
        await load.request({ type: 'run', slice: spec }, 'done');
      };
      if (warmupSeconds > 0) await slice(warmupSeconds);

      // Spins and bare ledger transfers take turns (spins, ledger, spins), so that a change in the
      // machine's load during the run weighs on both figures alike.
      const ledgerRun = async () => {
        const ledger = start('ledger bench', '../api/ledger.ts', {
          BENCH_APP_DATABASE_URL: database.url,
          BENCH_SECONDS: String(seconds),
          BENCH_ROUNDS: '2',
          BENCH_WARMUP_SECONDS: '1',
          BENCH_LEDGER_WORKERS: String(players),
          BENCH_LEDGER_PLAYERS: String(Math.max(players, 16)),
          BENCH_LEDGER_HISTORY: '0',
        });
        const result = await ledger.receive<
          Message & { raw: OpsResult; ledger: OpsResult; ledgerViolations: string[] }
        >('result');
        await ledger.stop();
        return result;
      };
      await slice(seconds / 2, 'spins');
      const ledgerResult = await ledgerRun();
      await slice(seconds / 2, 'spins');
      const spins = (
        await load.request<Message & { result: SpinResult }>({ type: 'summary', name: 'spins' }, 'summary')
      ).result;
      await load.stop();
      await server.stop();

      // Every spin settled once: its bet and its win are one ledger transfer each.
      // And each of them wrote one outbox event (decision 0030).
      const [books] = await queryRows<{
        rounds: string;
        wins: string;
        bets: string;
        paid: string;
        events: string;
      }>(
        handle.db,
        sql`SELECT (SELECT count(*) FROM game_rounds) AS rounds,
                   (SELECT count(*) FROM game_rounds WHERE win_minor > 0) AS wins,
                   (SELECT count(*) FROM wallet_transactions WHERE action = 'bet') AS bets,
                   (SELECT count(*) FROM wallet_transactions WHERE action = 'win') AS paid,
                   (SELECT count(*) FROM outbox_events WHERE topic LIKE 'wallet.%') AS events`,
      );
      const violations = await findLedgerViolations(handle.db);

      const outcomes = await slotOutcomes();

      const transfersPerSpin = 1 + Number(books!.paid) / Math.max(1, Number(books!.rounds));
      print(
        `bench:games — ${players} players, ${seconds} s of spins (two halves around the ledger run) after ${warmupSeconds} s warm-up`,
      );
      print(
        `machine: ${cpus()[0]?.model ?? '?'} × ${availableParallelism()}, PostgreSQL ${database.serverVersion}, app pool ${ready.poolSize}`,
      );
      print('');
      print(
        `launch (GET /platform/game/jeton-fruit-reels/play → 302)   ${launchMs.toFixed(1)} ms per player`,
      );
      print(
        `slot spins, full path (HTTP → session → nonce → wallet → ledger → round)   ${format(spins.spinsPerSecond)} spins/s  p50 ${spins.latencyP50Ms.toFixed(1)} ms  p99 ${spins.latencyP99Ms.toFixed(1)} ms  (${spins.spins} spins, ${spins.refused} refused${spins.firstRefusal ? `: ${spins.firstRefusal}` : ''})`,
      );
      print(
        `bare ledger transfers (postTransfer, ${players} workers)   ${format(ledgerResult.ledger.opsPerSecond)} transfers/s  p50 ${ledgerResult.ledger.latencyP50Ms.toFixed(1)} ms`,
      );
      print(`raw debit (UPDATE + INSERT by hand)   ${format(ledgerResult.raw.opsPerSecond)} ops/s`);
      print(
        `ratio: spins / ledger transfers = ${((spins.spinsPerSecond / ledgerResult.ledger.opsPerSecond) * 100).toFixed(1)} %` +
          ` (a spin posts ${transfersPerSpin.toFixed(2)} transfers on average: its bet, and its win when it wins)`,
      );
      if (typeof outcomes === 'string') print(`raw slot outcomes: ${outcomes}`);
      else {
        print(
          `raw slot outcomes (one core)   ${format(outcomes.perSecond)} outcomes/s` +
            (outcomes.baseline
              ? `  (createHmac per block: ${format(outcomes.baseline)}/s, ×${(outcomes.perSecond / outcomes.baseline).toFixed(2)})`
              : '') +
            `  goal ≥ 1,000,000: ${outcomes.perSecond >= 1_000_000 ? 'met' : 'not met'}`,
        );
      }
      print(
        `books: ${books!.rounds} rounds, ${books!.bets} bets and ${books!.paid} wins through the wallet (${books!.wins} winning rounds), ${books!.events} outbox events; ledger violations: ${violations.length + ledgerResult.ledgerViolations.length}`,
      );
      if (spins.spins === 0 || violations.length > 0 || ledgerResult.ledgerViolations.length > 0)
        failed = true;
      if (Number(books!.bets) !== Number(books!.rounds) || Number(books!.paid) !== Number(books!.wins))
        failed = true;
      if (Number(books!.events) !== Number(books!.bets) + Number(books!.paid)) failed = true;
    } finally {
      await handle.close();
    }
  } finally {
    await children.stopAll();
    await dropBenchDatabase(database.name);
    databaseToDrop = null;
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
