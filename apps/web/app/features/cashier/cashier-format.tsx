import { useEffect, useState } from 'react';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';

/** A payment's status in the player's language; an unknown one as the API spells it. */
export function useStatusText(): (status: string) => string {
  const statuses: Record<string, string> = useI18n().t.cashier.statuses;
  return (status) => statuses[status] ?? status;
}

/** A method's name: the catalogue's for the known sysnames, else the sysname. */
export function useMethodName(): (sysname: string) => string {
  const names: Record<string, string> = useI18n().t.cashier.methodNames;
  return (sysname) => names[sysname] ?? sysname;
}

export function useMoney(): (amount: number, currency: string) => string {
  const { locale } = useI18n();
  return (amount, currency) => formatMoney(amount, currency, locale);
}

/**
 * A moment in the locale's own way (`24 Nov 2026, 14:59`; issue 17). The server renders it in UTC and the
 * browser then in the player's own time zone, so hydration never sees two different texts.
 */
export function DateTime({ value }: { value: string }) {
  const { locale } = useI18n();
  const [timeZone, setTimeZone] = useState<string | undefined>('UTC');
  useEffect(() => setTimeZone(undefined), []);
  let text: string;
  try {
    text = formatDateTime(value, locale, timeZone ? { timeZone } : {});
  } catch {
    text = value;
  }
  return <time dateTime={value}>{text}</time>;
}
