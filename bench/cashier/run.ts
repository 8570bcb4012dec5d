import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createDatabase, migrate } from '@jeton/db';
import { API_VERSION, SESSION_COOKIE_NAME } from '@jeton/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp, servicesOf } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import {
  findLedgerViolations,
  houseAccountId,
  playerAccountId,
  postTransfer,
} from '../../apps/server/src/ledger/index.js';
import { SIGNATURE_HEADER, signWebhook } from '../../apps/server/src/providers/payments/sandbox-psp.js';
import { createServices } from '../../apps/server/src/services.js';
import { createBenchDatabase, dropBenchDatabase } from '../api/database.js';
import { Samples } from '../api/samples.js';
import { interleave } from '../api/schedule.js';
import { numberFromEnv } from '../shared/env.js';

// npm run bench:cashier — completed deposits per second on PostgreSQL: makedeposit, the provider's
// signed webhook, and the credited balance read back (three calls through the real app, in
// process), beside the bare ledger transfer rate (the same credit posted directly) measured in the
// same run on the same pool with the same number of workers, in alternating slices.

const seconds = numberFromEnv('BENCH_SECONDS', 10, 1);
const rounds = Math.round(numberFromEnv('BENCH_ROUNDS', 4, 1));
const warmupSeconds = numberFromEnv('BENCH_WARMUP_SECONDS', 2);
const workers = Math.round(numberFromEnv('BENCH_WORKERS', 8, 1));
const DEPOSIT_MAJOR = 10;
const DEPOSIT_MINOR = BigInt(DEPOSIT_MAJOR * 100);

interface Tally {
  ops: number;
  failures: number;
  firstError: string | null;
  ms: number;
  latencies: Samples;
}

const newTally = (): Tally => ({ ops: 0, failures: 0, firstError: null, ms: 0, latencies: new Samples() });

/** Runs `op` on every worker, back to back, for `slice` seconds; adds what happened to the tally. */
async function runSlice(slice: number, tally: Tally, op: (worker: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  const until = started + slice * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await op(worker);
          tally.ops += 1;
          tally.latencies.add(performance.now() - t0);
        } catch (error) {
          tally.failures += 1;
          tally.firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  tally.ms += performance.now() - started;
}

/** Registers a player in the registration's two steps, the code read from the outbox. */
async function register(app: FastifyInstance, index: number): Promise<{ cookie: string; uid: number }> {
  const login = `bench-cashier-${index}-${Date.now()}@bench.test`;
  const form = { login, password: 'bench-secret-12', currency: 'EUR', terms: '1' };
  const post = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/auth/register?v=${API_VERSION}&locale=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      // One address per player: registration has a per-address budget.
      remoteAddress: `10.77.${(index >> 8) & 255}.${index & 255}`,
      payload: new URLSearchParams(fields).toString(),
    });
  await post(form);
  await servicesOf(app).afterAnswer.settled();
  const [message] = await servicesOf(app).outbox.latest(
    { recipient: login, template: 'registration_code' },
    1,
  );
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no registration code was sent to ${login}`);
  const response = await post({ ...form, code });
  const sid = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
  const uid = (response.json() as { data?: { uid: number } }).data?.uid;
  if (response.statusCode !== 200 || !sid || !uid) throw new Error(`registration failed: ${response.body}`);
  return { cookie: `${SESSION_COOKIE_NAME}=${sid.value}`, uid };
}

async function main(): Promise<number> {
  const database = await createBenchDatabase();
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      DATABASE_URL: database.url,
      RATE_LIMIT_PER_IP_PER_MINUTE: '1000000000',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000000',
      SEED_DEMO_DATA: 'false',
      PSP_SANDBOX: 'true',
      PSP_SANDBOX_DUPLICATE_PROBABILITY: '0',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
    });
    const handle = createDatabase({ url: database.url, poolSize: config.database.poolSize });
    await migrate(handle);
    const services = createServices(config, handle);
    const app = await buildApp(services);
    await app.ready();
    const db = handle.db;

    // Each worker deposits for a player of its own, and posts the bare transfers for another.
    const depositors = await Promise.all(Array.from({ length: workers }, (_, i) => register(app, i)));
    const credited = new Array<bigint>(workers).fill(0n);
    const ledgerPlayers = await Promise.all(
      Array.from({ length: workers }, async (_, i) => {
        const { uid } = await register(app, workers + i);
        return {
          main: await playerAccountId(db, uid, 'main', 'EUR'),
          clearing: await houseAccountId(db, 'payment_clearing', 'EUR', uid),
        };
      }),
    );

    // Where a completed deposit's time goes, call by call (measured slices only).
    const steps = { makedeposit: new Samples(), webhook: new Samples(), getBalance: new Samples() };
    let measuring = false;
    const timed = async <T>(step: keyof typeof steps, call: () => Promise<T>): Promise<T> => {
      const t0 = performance.now();
      const result = await call();
      if (measuring) steps[step].add(performance.now() - t0);
      return result;
    };
    const completedDeposit = async (worker: number) => {
      const { cookie } = depositors[worker]!;
      const opened = await timed('makedeposit', () =>
        app.inject({
          method: 'POST',
          url: `/api/cashier/makedeposit?v=${API_VERSION}&locale=en`,
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `method=card&amount=${DEPOSIT_MAJOR}`,
        }),
      );
      const deposit = (opened.json() as { data?: { redirect_url: string } }).data;
      if (opened.statusCode !== 200 || !deposit) throw new Error(`makedeposit: ${opened.body}`);
      const reference = deposit.redirect_url.split('/').pop()!;
      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        reference,
        status: 'success',
        amount_minor: String(DEPOSIT_MINOR),
        currency: 'EUR',
      });
      const signature = signWebhook(config.paymentsSandbox.secret, Math.floor(Date.now() / 1000), body);
      const webhook = await timed('webhook', () =>
        app.inject({
          method: 'POST',
          url: '/webhooks/payments/sandbox',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          payload: body,
        }),
      );
      if ((webhook.json() as { outcome?: string }).outcome !== 'applied') {
        throw new Error(`webhook: ${webhook.statusCode} ${webhook.body}`);
      }
      credited[worker]! += DEPOSIT_MINOR;
      const balance = await timed('getBalance', () =>
        app.inject({
          method: 'GET',
          url: `/api/account/getBalance?v=${API_VERSION}&locale=en`,
          headers: { cookie },
        }),
      );
      const main = (balance.json() as { data?: { balance_main: { amount: number } } }).data?.balance_main;
      if (main?.amount !== Number(credited[worker]!) / 100) {
        throw new Error(`balance ${JSON.stringify(main)}, expected ${Number(credited[worker]!) / 100}`);
      }
    };
    let transfers = 0;
    const bareTransfer = async (worker: number) => {
      const { main, clearing } = ledgerPlayers[worker]!;
      transfers += 1;
      await postTransfer(db, {
        idempotencyKey: `bench:cashier:transfer:${worker}:${transfers}`,
        kind: 'deposit',
        postings: [
          { accountId: clearing, currency: 'EUR', amountMinor: -DEPOSIT_MINOR },
          { accountId: main, currency: 'EUR', amountMinor: DEPOSIT_MINOR },
        ],
      });
    };

    if (warmupSeconds > 0) {
      await runSlice(warmupSeconds, newTally(), bareTransfer);
      await runSlice(warmupSeconds, newTally(), completedDeposit);
    }
    const ledger = newTally();
    const deposits = newTally();
    measuring = true;
    await interleave(
      rounds,
      () => runSlice(seconds / rounds, ledger, bareTransfer),
      () => runSlice(seconds / rounds, deposits, completedDeposit),
    );
    const violations = await findLedgerViolations(db);
    await app.close();
    await handle.close();

    const rate = (tally: Tally) => (tally.ops * 1000) / tally.ms;
    const line = (name: string, tally: Tally) =>
      `${name.padEnd(34)} ${rate(tally).toFixed(1).padStart(9)}/s   p50 ${tally.latencies.percentile(0.5).toFixed(1)} ms   p99 ${tally.latencies.percentile(0.99).toFixed(1)} ms   failures ${tally.failures}`;
    const lines = [
      `bench:cashier — PostgreSQL ${database.serverVersion}, ${workers} workers, ${seconds} s each in ${rounds} alternating slices, pool ${config.database.poolSize}`,
      line('bare ledger transfer (baseline)', ledger),
      line('completed deposit (3 API calls)', deposits),
      `  of which (p50): ${Object.entries(steps)
        .map(([step, samples]) => `${step} ${samples.percentile(0.5).toFixed(1)} ms`)
        .join(', ')}`,
      `ratio: completed deposits run at ${((rate(deposits) / rate(ledger)) * 100).toFixed(1)} % of the bare transfer rate`,
      ...(ledger.firstError ? [`first ledger error: ${ledger.firstError}`] : []),
      ...(deposits.firstError ? [`first deposit error: ${deposits.firstError}`] : []),
      violations.length === 0
        ? 'ledger invariants: hold'
        : `ledger violations: ${JSON.stringify(violations)}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return ledger.failures + deposits.failures + violations.length === 0 ? 0 : 1;
  } finally {
    await dropBenchDatabase(database.name);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
