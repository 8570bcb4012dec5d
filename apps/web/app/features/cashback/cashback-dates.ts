import type { LocaleCode } from '@jeton/domain';
import type { PlayerCashback } from '../../api/cashbacks.js';
import { formatDate } from '../../i18n/dates.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A period's first and last day, as the rule counts them (UTC): `end_date` is the first moment after
 * the period, so its last day is the day before.
 */
export function periodDays(cashback: Pick<PlayerCashback, 'start_date' | 'end_date'>, locale: LocaleCode) {
  const utc = { timeZone: 'UTC' };
  return {
    from: formatDate(cashback.start_date, locale, utc),
    to: formatDate(Date.parse(cashback.end_date) - 1, locale, utc),
  };
}

/** What is left of the claim window: whole days, or whole hours (at least 1) on the last day. */
export function timeLeft(deadline: string, now: number): { days: number } | { hours: number } {
  const left = Math.max(0, Date.parse(deadline) - now);
  const days = Math.floor(left / (24 * HOUR_MS));
  return days >= 1 ? { days } : { hours: Math.max(1, Math.ceil(left / HOUR_MS)) };
}
