import type { CashbackPeriod } from '@jeton/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A cashback period: [startsAt, endsAt) in UTC, and the key that names it once for ever. */
export interface PeriodRange {
  key: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The last period that has ended by `now`: yesterday (UTC) for a daily rule; for a weekly one, the
 * week from Monday 00:00 UTC to the next Monday, the one before the current week.
 */
export function lastClosedPeriod(period: CashbackPeriod, now: Date): PeriodRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'daily') return range(period, today - DAY_MS, today);
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday.
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const thisMonday = today - sinceMonday * DAY_MS;
  return range(period, thisMonday - 7 * DAY_MS, thisMonday);
}

function range(period: CashbackPeriod, start: number, end: number): PeriodRange {
  const startsAt = new Date(start);
  return { key: `${period}:${startsAt.toISOString().slice(0, 10)}`, startsAt, endsAt: new Date(end) };
}

/** When a cashback computed at `createdAt` may no longer be claimed. */
export function claimDeadline(createdAt: Date, claimDays: number): Date {
  return new Date(createdAt.getTime() + claimDays * DAY_MS);
}
