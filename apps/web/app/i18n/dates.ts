// Spec section 9: dates are shown as dd.mm.yyyy and times as H:mm, in every locale; a date and a
// time are joined by a word (the catalogue's `dates.joiner`; 'a las' when none is given).

/** The joiner word when the caller has none from its catalogue (spec section 9). */
export const DEFAULT_DATE_TIME_JOINER = 'a las';

export interface DateFormatOptions {
  /** An IANA zone; the runtime's own when absent. Pass one to render the same on server and browser. */
  timeZone?: string;
}

/** `05.01.2026`. */
export function formatDate(value: Date | string | number, options: DateFormatOptions = {}): string {
  const parts = partsOf(value, options);
  return `${parts.day}.${parts.month}.${parts.year}`;
}

/** `9:07`, `21:30`: hours without a leading zero, on a 24-hour clock. */
export function formatTime(value: Date | string | number, options: DateFormatOptions = {}): string {
  const parts = partsOf(value, options);
  return `${Number(parts.hour) % 24}:${parts.minute}`;
}

/** `05.01.2026 at 9:07` with the joiner `at`. */
export function formatDateTime(
  value: Date | string | number,
  options: DateFormatOptions & { joiner?: string } = {},
): string {
  const joiner = options.joiner ?? DEFAULT_DATE_TIME_JOINER;
  return `${formatDate(value, options)} ${joiner} ${formatTime(value, options)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(value: Date | string | number, options: DateFormatOptions): Record<string, string> {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const zone = options.timeZone ?? '';
  let formatter = formatters.get(zone);
  if (!formatter) {
    // Digits only matter here, so one neutral locale serves every catalogue.
    formatter = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: options.timeZone,
    });
    formatters.set(zone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}
