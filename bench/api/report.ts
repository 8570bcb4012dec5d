import type { OpsResult } from './ledger.js';
import type { LoadResult } from './load.js';

export const GETINFO_GOAL = 0.35;
export const LEDGER_GOAL = 0.6;

export interface HttpResult extends LoadResult {
  /** CPU microseconds per request in the server process and in PostgreSQL (null when unknown). */
  serverCpuUs: number | null;
  postgresCpuUs: number | null;
}

export interface Report {
  postgres: string;
  fastify: string;
  connections: number;
  serverPoolSize: number;
  httpPlayers: number;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  bare: HttpResult;
  getInfo: HttpResult;
  raw: OpsResult;
  ledger: OpsResult;
  ledgerWorkers: number;
  ledgerPlayers: number;
  ledgerHistory: number;
  ledgerViolations: string[];
  baselineDrift: string | null;
}

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(2)} ms`;
const us = (n: number | null) => (n === null ? '-' : `${whole(n)} µs`);
const compact = (n: number) => (n >= 1000 ? `${Math.round(n / 1000)}k` : String(n));
const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const maybe = (n: number | null) => (n === null ? null : Math.round(n));

interface Row {
  label: string;
  rate: number;
  unit: string;
  p50: number;
  p99: number;
  cpuApp: number | null;
  cpuDb: number | null;
  tail?: string;
}

function line(row: Row): string {
  return [
    `  ${row.label.padEnd(30)}`,
    `${whole(row.rate)} ${row.unit}`.padStart(14),
    ms(row.p50).padStart(11),
    ms(row.p99).padStart(11),
    us(row.cpuApp).padStart(10),
    us(row.cpuDb).padStart(10),
    row.tail ? `   ${row.tail}` : '',
  ].join('');
}

/** Prints the table and the JSON line; answers the exit code (1 when anything failed). */
export function printReport(r: Report): number {
  const getInfoRatio =
    r.bare.requestsPerSecond > 0 ? r.getInfo.requestsPerSecond / r.bare.requestsPerSecond : 0;
  const ledgerRatio = r.raw.opsPerSecond > 0 ? r.ledger.opsPerSecond / r.raw.opsPerSecond : 0;
  const heading = (title: string) =>
    `${title.padEnd(46)}${'p50'.padStart(9)}${'p99'.padStart(11)}${'CPU node'.padStart(10)}${'CPU pg'.padStart(10)}`;
  const lines = [
    `bench:api (PostgreSQL ${r.postgres}, Fastify ${r.fastify}; ${r.seconds} s per target in ${r.rounds} alternating slices after ${r.warmupSeconds} s warm-up)`,
    heading(`HTTP: ${r.connections} connections, ${compact(r.httpPlayers)} other players`),
    line({
      label: 'bare Fastify JSON route',
      rate: r.bare.requestsPerSecond,
      unit: 'req/s',
      p50: r.bare.latencyP50Ms,
      p99: r.bare.latencyP99Ms,
      cpuApp: r.bare.serverCpuUs,
      cpuDb: null,
    }),
    line({
      label: 'account/getInfo with session',
      rate: r.getInfo.requestsPerSecond,
      unit: 'req/s',
      p50: r.getInfo.latencyP50Ms,
      p99: r.getInfo.latencyP99Ms,
      cpuApp: r.getInfo.serverCpuUs,
      cpuDb: r.getInfo.postgresCpuUs,
      tail: `ratio ${percent(getInfoRatio)}  (goal ≥ ${percent(GETINFO_GOAL)})`,
    }),
    heading(
      `ledger: ${r.ledgerWorkers} workers, ${r.ledgerPlayers} players, ${compact(r.ledgerHistory)} history`,
    ),
    line({
      label: 'raw SQL debit',
      rate: r.raw.opsPerSecond,
      unit: 'ops/s',
      p50: r.raw.latencyP50Ms,
      p99: r.raw.latencyP99Ms,
      cpuApp: r.raw.nodeCpuUs,
      cpuDb: r.raw.postgresCpuUs,
    }),
    line({
      label: 'ledger transfer',
      rate: r.ledger.opsPerSecond,
      unit: 'ops/s',
      p50: r.ledger.latencyP50Ms,
      p99: r.ledger.latencyP99Ms,
      cpuApp: r.ledger.nodeCpuUs,
      cpuDb: r.ledger.postgresCpuUs,
      tail: `ratio ${percent(ledgerRatio)}  (goal ≥ ${percent(LEDGER_GOAL)})`,
    }),
    '  (CPU: microseconds per request or operation, in the server or ledger process and in the',
    '   database backends; steadier than throughput when other work shares the machine.',
    "   Each ledger transfer also updates its player's game_house shard, one of 16 house rows.)",
  ];

  const problems: string[] = [];
  for (const [name, result] of [
    ['bare', r.bare],
    ['getInfo', r.getInfo],
  ] as const) {
    if (result.requests === 0) problems.push(`${name}: no answers`);
    if (result.non2xx > 0) problems.push(`${name}: ${result.non2xx} non-2xx answers`);
    if (result.errors > 0) problems.push(`${name}: ${result.errors} connection errors`);
    if (result.timeouts > 0) problems.push(`${name}: ${result.timeouts} timeouts`);
  }
  for (const [name, result] of [
    ['raw SQL debit', r.raw],
    ['ledger transfer', r.ledger],
  ] as const) {
    if (result.ops === 0) problems.push(`${name}: nothing posted`);
    if (result.failures > 0)
      problems.push(`${name}: ${result.failures} failed (first: ${result.firstError})`);
  }
  for (const violation of r.ledgerViolations) problems.push(`ledger invariant broken: ${violation}`);
  if (r.baselineDrift !== '0') problems.push(`raw baseline balances drifted by ${r.baselineDrift}`);
  for (const problem of problems) lines.push(`  ERROR ${problem}`);

  const http = (result: HttpResult) => ({
    rps: Math.round(result.requestsPerSecond),
    requests: result.requests,
    p50Ms: round(result.latencyP50Ms, 3),
    p99Ms: round(result.latencyP99Ms, 3),
    serverCpuUs: maybe(result.serverCpuUs),
    postgresCpuUs: maybe(result.postgresCpuUs),
  });
  const ops = (result: OpsResult) => ({
    opsPerSecond: Math.round(result.opsPerSecond),
    ops: result.ops,
    p50Ms: round(result.latencyP50Ms, 3),
    p99Ms: round(result.latencyP99Ms, 3),
    nodeCpuUs: maybe(result.nodeCpuUs),
    postgresCpuUs: maybe(result.postgresCpuUs),
  });
  const json = {
    bench: 'api',
    postgres: r.postgres,
    fastify: r.fastify,
    connections: r.connections,
    serverPoolSize: r.serverPoolSize,
    httpPlayers: r.httpPlayers,
    seconds: r.seconds,
    rounds: r.rounds,
    warmupSeconds: r.warmupSeconds,
    bare: http(r.bare),
    getInfo: http(r.getInfo),
    getInfoRatio: round(getInfoRatio, 3),
    getInfoGoal: GETINFO_GOAL,
    ledgerWorkers: r.ledgerWorkers,
    ledgerPlayers: r.ledgerPlayers,
    ledgerHistory: r.ledgerHistory,
    rawDebit: ops(r.raw),
    ledgerTransfer: ops(r.ledger),
    ledgerRatio: round(ledgerRatio, 3),
    ledgerGoal: LEDGER_GOAL,
    errors: problems,
  };
  process.stdout.write(`${lines.join('\n')}\n${JSON.stringify(json)}\n`);
  return problems.length > 0 ? 1 : 0;
}
