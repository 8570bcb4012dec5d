import type { LocaleCode } from '@jeton/domain';

// Dates and times in each locale's own conventions, through Intl (issue 17, replacing spec section
// 9's dd.mm.yyyy for every locale): "24 Nov 2026, 14:59" in English, "24 nov. 2026, 14:59" in French.

/** The Intl locale of each site locale: British English (the site's currency is the euro), France. */
const INTL_LOCALE: Readonly<Record<LocaleCode, string>> = { en: 'en-GB', fr: 'fr-FR' };

export interface DateFormatOptions {
  /** An IANA zone; the runtime's own when absent. Pass one to render the same on server and browser. */
  timeZone?: string;
}

type Style = 'date' | 'time' | 'dateTime';

const STYLES: Readonly<Record<Style, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/** `24 Nov 2026`, `24 nov. 2026`. */
export function formatDate(
  value: Date | string | number,
  locale: LocaleCode,
  options: DateFormatOptions = {},
) {
  return format(value, locale, 'date', options);
}

/** `14:59`: a 24-hour clock in both locales. */
export function formatTime(
  value: Date | string | number,
  locale: LocaleCode,
  options: DateFormatOptions = {},
) {
  return format(value, locale, 'time', options);
}

/** `24 Nov 2026, 14:59`, `24 nov. 2026, 14:59`. */
export function formatDateTime(
  value: Date | string | number,
  locale: LocaleCode,
  options: DateFormatOptions = {},
): string {
  return format(value, locale, 'dateTime', options);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function format(value: Date | string | number, locale: LocaleCode, style: Style, options: DateFormatOptions) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const key = `${locale}|${style}|${options.timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...STYLES[style],
      timeZone: options.timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
