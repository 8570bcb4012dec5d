import { type LimitPeriod, periodLengthRank } from './periods.js';

// The deposit limit's rules (responsible gaming): a stricter limit applies at once, a looser one
// (or none) only after a cooling-off, so a player cannot raise it on an impulse.

/** 24 hours between asking for a looser limit and having it. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export interface Limit {
  period: LimitPeriod;
  limitMinor: bigint;
}

/**
 * Whether `next` is at least as strict as `current`: no more money over a period at least as
 * long. Any limit is stricter than none; none is never stricter than a limit. Otherwise (a larger
 * amount, or the same amount over a shorter period, or a mix) it loosens the limit.
 */
export function isStricter(current: Limit | null, next: Limit | null): boolean {
  if (!current) return true;
  if (!next) return false;
  return (
    next.limitMinor <= current.limitMinor && periodLengthRank(next.period) >= periodLengthRank(current.period)
  );
}

export function sameLimit(a: Limit | null, b: Limit | null): boolean {
  if (!a || !b) return a === b;
  return a.period === b.period && a.limitMinor === b.limitMinor;
}
