import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** The ways a player's page writes its values, in the operator's language. */
export function usePlayerFormat() {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const f = t.player.fields;
  const when = (iso: string | null) => formatDateTime(iso, locale);
  const yesNo = (value: boolean) => (value ? t.players.yes : t.players.no);
  // Raw codes in words; a code this app does not know yet shows as it is.
  const word = (words: Record<string, string>, code: string) => words[code] ?? code;
  // Rounds carry major units (the game history's answer); the currency says how many digits.
  const money = (value: { amount: number; currency: string }) =>
    new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      style: 'currency',
      currency: value.currency,
    }).format(value.amount);
  const contact = (value: { value: string | null; confirmed: boolean; subscribed: boolean }) =>
    value.value
      ? `${value.value} (${value.confirmed ? f.confirmed : f.unconfirmed}${value.subscribed ? `, ${f.subscribed}` : ''})`
      : '—';
  return { ...i18n, when, yesNo, word, money, contact };
}
