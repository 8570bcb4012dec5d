import type { LocaleCode } from '@jeton/domain';
import { formatMessage } from '../../i18n/format.js';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

export interface DurationTexts {
  days: string;
  hours: string;
  minutes: string;
}

/** A time left in the two largest units that matter: "2 days 5 h", "5 h 12 min", "12 min 9 s". */
export function formatDuration(seconds: number, texts: DurationTexts, locale: LocaleCode): string {
  const left = Math.max(0, Math.floor(seconds));
  const days = Math.floor(left / DAY_S);
  const hours = Math.floor((left % DAY_S) / HOUR_S);
  const minutes = Math.floor((left % HOUR_S) / MINUTE_S);
  const secs = left % MINUTE_S;
  if (days > 0) return formatMessage(texts.days, { days, hours }, locale);
  if (hours > 0) return formatMessage(texts.hours, { hours, minutes }, locale);
  return formatMessage(texts.minutes, { minutes, seconds: secs }, locale);
}
