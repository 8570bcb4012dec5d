import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// CPU time spent by a process, and by PostgreSQL, read from /proc (Linux). On a shared machine
// throughput moves with the neighbours' load; CPU time per request barely does, so the report
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

/** CPU milliseconds used so far by one process, or null when unknown. */
export function processCpuMs(pid: number | undefined): number | null {
  return pid === undefined ? null : (readStat(pid)?.ms ?? null);
}

/**
 * CPU milliseconds used so far by the local PostgreSQL backends serving one database (found by
 * their process title, `postgres: user database host ...`), or null when none is visible. Shared
 * background work (WAL writer, checkpointer) is not counted.
 */
export function postgresCpuMs(database: string): number | null {
  let total = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.comm === 'postgres' && backendOf(entry) === database) {
      total += stat.ms;
      found = true;
    }
  }
  return found ? total : null;
}

/** Sums CPU milliseconds over measured slices; null as soon as one reading is missing. */
export class CpuMeter {
  private total: number | null = 0;
  private started: number | null = null;

  constructor(private readonly read: () => number | null) {}

  start(): void {
    this.started = this.read();
  }

  stop(): void {
    const now = this.read();
    this.total =
      this.total === null || this.started === null || now === null ? null : this.total + now - this.started;
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
