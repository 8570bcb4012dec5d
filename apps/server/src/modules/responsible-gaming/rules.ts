import type { PlayLimitPeriod, SelfExclusionDuration, TimeOutDuration } from '@jeton/domain';

// The rules of play limits, time-outs and self-exclusions. Like the deposit limit
// (cashier/deposit-limit-rules.ts): a stricter limit applies at once, a looser one after a cooling-off.

export { COOLING_OFF_MS } from '../cashier/deposit-limit-rules.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Whether `next` (null: no limit) loosens `current` for one kind and period: a higher value, or a
 * removal. Lowering or keeping the value is never looser.
 */
export function isLooser(current: bigint, next: bigint | null): boolean {
  return next === null || next > current;
}

export function timeOutEnd(start: Date, duration: TimeOutDuration): Date {
  const days = { '24h': 1, '7d': 7, '30d': 30 }[duration];
  return new Date(start.getTime() + days * DAY_MS);
}

/** The end of a self-exclusion (calendar months and years, UTC), or null when permanent. */
export function selfExclusionEnd(start: Date, duration: SelfExclusionDuration): Date | null {
  if (duration === 'permanent') return null;
  const months = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 }[duration];
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** Whether an exclusion ending at `endsAt` (null: never) still runs at `now`. */
export function exclusionRuns(endsAt: Date | null, now: Date): boolean {
  return endsAt === null || endsAt > now;
}

/** The later of two exclusion ends (null: permanent, later than any date). */
export function laterEnd(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) return null;
  return a > b ? a : b;
}

export type { PlayLimitPeriod };
