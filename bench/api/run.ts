import { createDatabase, type Database, migrate, queryRows } from '@jeton/db';
import { API_VERSION } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { houseAccountId, playerAccountId, postTransfer } from '../../apps/server/src/ledger/index.js';
import { ChildGroup } from '../shared/child-group.js';
import { numberFromEnv } from '../shared/env.js';
import type { Message } from './child.js';
import { CpuMeter, postgresCpuMs, processCpuMs } from './cpu.js';
import { createBenchDatabase, dropBenchDatabase } from './database.js';
import type { OpsResult } from './ledger.js';
import type { LoadResult, LoadSlice } from './load.js';
import { type HttpResult, printReport } from './report.js';
import { interleave } from './schedule.js';

// npm run bench:api — HTTP and ledger throughput on PostgreSQL, each against a baseline measured
// in the same run (see docs/benchmarks.md). Exits non-zero on errors only, never on a missed goal.

/** Measured seconds per target, in `rounds` alternating slices, after a warm-up per target. */
const seconds = numberFromEnv('BENCH_SECONDS', 10, 1);
const rounds = Math.round(numberFromEnv('BENCH_ROUNDS', 5, 1));
const warmupSeconds = numberFromEnv('BENCH_WARMUP_SECONDS', 2);
const connections = Math.round(numberFromEnv('BENCH_CONNECTIONS', 10, 1));
/** Other players, with a session and an account each, so that look-ups run on tables of some size. */
const httpPlayers = Math.round(numberFromEnv('BENCH_HTTP_PLAYERS', 20_000));

const children = new ChildGroup();
const start = children.start.bind(children);

/** Registers the bench's player in the registration's two steps, the code read from the outbox table. */
async function registerPlayer(base: string, db: Database): Promise<{ cookie: string; uid: number }> {
  const login = `bench-${Date.now()}@bench.test`;
  const form = { login, password: 'bench-secret-12', currency: 'EUR', terms: '1' };
  const post = (fields: Record<string, string>) =>
    fetch(`${base}/api/auth/register?v=${API_VERSION}&locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  const asked = await post(form);
  if (asked.status !== 409) throw new Error(`registration failed: ${asked.status} ${await asked.text()}`);
  const response = await post({ ...form, code: await registrationCode(db, login) });
  const body = (await response.json()) as { data?: { uid: number } };
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (response.status !== 200 || !sid || !body.data?.uid) {
    throw new Error(`registration failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { cookie: sid.split(';')[0]!, uid: body.data.uid };
}

/** The registration code sent to a login: the server sends it just after answering. */
async function registrationCode(db: Database, login: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const [row] = await queryRows<{ body: string }>(
      db,
      sql`SELECT body FROM outbox_messages WHERE recipient = ${login} AND template = 'registration_code'
          ORDER BY id DESC LIMIT 1`,
    );
    const code = row?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no registration code was sent to ${login}`);
}

let databaseToDrop: string | null = null;
children.stopOnSignal('bench:api', () => (databaseToDrop ? dropBenchDatabase(databaseToDrop) : undefined));

/**
 * Players other than the bench's own, each with a session and a main account (balance zero, so the
 * books still hold), then fresh statistics: on near-empty tables the planner picks sequential
 * scans that no real site runs.
 */
async function addResidents(db: Database, count: number): Promise<void> {
  if (count > 0) {
    await db.execute(sql`
      WITH u AS (
        INSERT INTO users (login, email, password_hash, currency)
        SELECT 'resident-' || g || '@bench.test', 'resident-' || g || '@bench.test', 'x', 'EUR'
        FROM generate_series(1, ${count}::int) g
        RETURNING id),
      s AS (
        INSERT INTO sessions (token_hash, user_id, expires_at)
        SELECT encode(sha256(('resident-' || id)::bytea), 'hex'), id, now() + interval '7 days' FROM u)
      INSERT INTO ledger_accounts (user_id, kind, currency, is_house)
      SELECT id, 'main', 'EUR', false FROM u`);
  }
  await db.execute(sql`ANALYZE`);
}

async function main(): Promise<number> {
  const database = await createBenchDatabase();
  databaseToDrop = database.name;
  try {
    const handle = createDatabase({ url: database.url, poolSize: 2 });
    try {
      await migrate(handle);
      await addResidents(handle.db, httpPlayers);

      // The server process: the real app on the bench database.
      const server = start('app server', './app-server.ts', { BENCH_APP_DATABASE_URL: database.url });
      const ready = await server.receive<Message & { port: number; fastify: string; poolSize: number }>(
        'ready',
      );
      const base = `http://127.0.0.1:${ready.port}`;

      // A player with a session and money on the main balance (a deposit through the ledger).
      const player = await registerPlayer(base, handle.db);
      const main = await playerAccountId(handle.db, player.uid, 'main', 'EUR');
      const clearing = await houseAccountId(handle.db, 'payment_clearing', 'EUR');
      await postTransfer(handle.db, {
        idempotencyKey: `bench:deposit:${player.uid}`,
        kind: 'deposit',
        postings: [
          { accountId: clearing, currency: 'EUR', amountMinor: -12_345n },
          { accountId: main, currency: 'EUR', amountMinor: 12_345n },
        ],
      });
      const getInfoUrl = `${base}/api/account/getInfo?v=${API_VERSION}&locale=en`;
      const headers = { cookie: player.cookie };
      const info = await fetch(getInfoUrl, { headers });
      const infoBody = (await info.json()) as { data?: { uid: number; balance_main: unknown } };
      if (info.status !== 200 || infoBody.data?.uid !== player.uid) {
        throw new Error(`getInfo did not answer the player: ${info.status} ${JSON.stringify(infoBody)}`);
      }

      // The HTTP baseline, answering the same object.
      const bare = start('bare server', './bare-server.ts', { BENCH_BARE_PAYLOAD: JSON.stringify(infoBody) });
      const bareReady = await bare.receive<Message & { port: number; fastify: string }>('ready');
      if (bareReady.fastify !== ready.fastify) {
        throw new Error(`Fastify versions differ: app ${ready.fastify}, bare ${bareReady.fastify}`);
      }
      const bareUrl = `http://127.0.0.1:${bareReady.port}/bare`;

      // The load generator, in a process of its own; one target at a time.
      const load = start('load generator', './load.ts');
      await load.receive('ready');
      const slice = async (url: string, seconds: number, name?: string) => {
        const spec: LoadSlice = { url, headers, connections, seconds, ...(name ? { name } : {}) };
        await load.request({ type: 'run', slice: spec }, 'done');
      };
      if (warmupSeconds > 0) {
        await slice(bareUrl, warmupSeconds);
        await slice(getInfoUrl, warmupSeconds);
      }
      // CPU time of the server process and of the database's backends, over the measured slices.
      const meters = (serverPid: number | undefined, usesDatabase: boolean) => ({
        server: new CpuMeter(() => processCpuMs(serverPid)),
        postgres: new CpuMeter(() => (usesDatabase ? postgresCpuMs(database.name) : null)),
      });
      const bareCpu = meters(bare.process.pid, false);
      const getInfoCpu = meters(server.process.pid, true);
      const measured = async (url: string, name: string, cpu: ReturnType<typeof meters>) => {
        cpu.server.start();
        cpu.postgres.start();
        await slice(url, seconds / rounds, name);
        cpu.server.stop();
        cpu.postgres.stop();
      };
      await interleave(
        rounds,
        () => measured(bareUrl, 'bare', bareCpu),
        () => measured(getInfoUrl, 'getInfo', getInfoCpu),
      );
      const summary = async (name: string, cpu: ReturnType<typeof meters>): Promise<HttpResult> => {
        const { result } = await load.request<Message & { result: LoadResult }>(
          { type: 'summary', name },
          'summary',
        );
        return {
          ...result,
          serverCpuUs: cpu.server.perOperationUs(result.requests),
          postgresCpuUs: cpu.postgres.perOperationUs(result.requests),
        };
      };
      const bareResult = await summary('bare', bareCpu);
      const getInfoResult = await summary('getInfo', getInfoCpu);
      await Promise.all([load.stop(), bare.stop(), server.stop()]);

      // Ledger throughput, with the servers gone so the two runs have the machine to themselves.
      const ledger = start('ledger bench', './ledger.ts', {
        BENCH_APP_DATABASE_URL: database.url,
        BENCH_SECONDS: String(seconds),
        BENCH_WARMUP_SECONDS: String(warmupSeconds),
        BENCH_ROUNDS: String(rounds),
      });
      const ledgerResult = await ledger.receive<
        Message & {
          raw: OpsResult;
          ledger: OpsResult;
          workers: number;
          players: number;
          history: number;
          ledgerViolations: string[];
          baselineDrift: string | null;
        }
      >('result');
      await ledger.stop();

      return printReport({
        postgres: database.serverVersion,
        fastify: ready.fastify,
        connections,
        serverPoolSize: ready.poolSize,
        httpPlayers,
        seconds,
        warmupSeconds,
        rounds,
        bare: bareResult,
        getInfo: getInfoResult,
        raw: ledgerResult.raw,
        ledger: ledgerResult.ledger,
        ledgerWorkers: ledgerResult.workers,
        ledgerPlayers: ledgerResult.players,
        ledgerHistory: ledgerResult.history,
        ledgerViolations: ledgerResult.ledgerViolations,
        baselineDrift: ledgerResult.baselineDrift,
      });
    } finally {
      await handle.close();
    }
  } finally {
    await children.stopAll();
    await dropBenchDatabase(database.name);
    databaseToDrop = null;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
