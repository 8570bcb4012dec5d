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
 * A moment as dd.mm.yyyy {joiner} H:mm (spec section 9). The server renders it in UTC and the
 * browser then in the player's own time zone, so hydration never sees two different texts.
 */
export function DateTime({ value }: { value: string }) {
  const { t } = useI18n();
  const [timeZone, setTimeZone] = useState<string | undefined>('UTC');
  useEffect(() => setTimeZone(undefined), []);
  let text: string;
  try {
    text = formatDateTime(value, { joiner: t.dates.joiner, ...(timeZone ? { timeZone } : {}) });
  } catch {
    text = value;
  }
  return <time dateTime={value}>{text}</time>;
}
