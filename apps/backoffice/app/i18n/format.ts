import type { LocaleCode } from '@jeton/domain';

export type MessageValues = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible, so the gap shows in review. */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A date and time in the operator's locale, in their browser's time zone. */
export function formatDateTime(iso: string | null | undefined, locale: LocaleCode): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** Minor units as money in the operator's locale (2 decimals unless the currency says otherwise). */
export function formatMinor(amountMinor: number, currency: string, locale: LocaleCode): string {
  const format = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
