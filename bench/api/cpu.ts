import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// CPU time spent by a process, and by PostgreSQL, read from /proc (Linux). On a shared machine
// throughput moves with the neighbours' load; CPU time per request moves much less, so the report
// shows both. Where /proc is missing (or PostgreSQL runs elsewhere) the figures are null.

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function readStat(pid: number | string): { comm: string; ms: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return { comm: stat.slice(stat.indexOf('(') + 1, close), ms: (ticks * 1000) / ticksPerSecond };
  } catch {
    return null;
  }
}

/** CPU milliseconds used so far by one process, keyed by its pid; null when unknown. */
export function processCpuMs(pid: number | undefined): Map<string, number> | null {
  const ms = pid === undefined ? undefined : readStat(pid)?.ms;
  return ms === undefined ? null : new Map([[String(pid), ms]]);
}

/**
 * CPU milliseconds used so far by each local PostgreSQL backend serving one database (found by
 * its process title, `postgres: user database host ...`), keyed by pid; null when none is
 * visible. Shared background work (WAL writer, checkpointer) is not counted.
 */
export function postgresCpuMs(database: string): Map<string, number> | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const found = new Map<string, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.comm === 'postgres' && backendOf(entry) === database) found.set(entry, stat.ms);
  }
  return found.size > 0 ? found : null;
}

/**
 * Sums CPU milliseconds over measured slices, process by process: one that starts during a slice
 * counts from zero, one that ends during it is left out. Null once a reading is missing.
 */
export class CpuMeter {
  private total: number | null = 0;
  private started: Map<string, number> | null = null;

  constructor(private readonly read: () => Map<string, number> | null) {}

  start(): void {
    this.started = this.read() ?? new Map();
  }

  stop(): void {
    const now = this.read();
    if (this.total === null || this.started === null || now === null) {
      this.total = null;
      return;
    }
    for (const [pid, ms] of now) this.total += ms - (this.started.get(pid) ?? 0);
  }

  /** Microseconds per operation. */
  perOperationUs(operations: number): number | null {
    return this.total === null || operations === 0 ? null : (this.total * 1000) / operations;
  }
}

function backendOf(pid: string): string | null {
  try {
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return title.match(/^postgres: (?:\S+: )?\S+ (\S+) /)?.[1] ?? null;
  } catch {
    return null;
  }
}
