// Calendar periods in UTC, for the daily withdrawal limits and the deposit limit's periods.

export type LimitPeriod = 'day' | 'week' | 'month';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The period that contains `at`: from its start (included) to its end (excluded). Weeks start on Monday. */
export function periodAround(period: LimitPeriod, at: Date): { start: Date; end: Date } {
  const day = startOfUtcDay(at);
  if (period === 'day') return { start: day, end: new Date(day.getTime() + DAY_MS) };
  if (period === 'week') {
    const sinceMonday = (day.getUTCDay() + 6) % 7;
    const start = new Date(day.getTime() - sinceMonday * DAY_MS);
    return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
  }
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  return { start, end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)) };
}

/** The longest a period can be, to compare how strict two limits are. */
export function periodLengthRank(period: LimitPeriod): number {
  return LIMIT_PERIODS.indexOf(period);
}
