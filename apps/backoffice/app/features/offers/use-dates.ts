import type { LocaleCode } from '@jeton/domain';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** An offer's or a code's window in words: "No dates", "from …", "until …" or both. */
export function useDates() {
  const { t, format, locale } = useI18n();
  const texts = t.offers;
  const when = (iso: string | null) => formatDateTime(iso, locale as LocaleCode);
  return (row: { startsAt: string | null; endsAt: string | null }) => {
    if (!row.startsAt && !row.endsAt) return texts.always;
    return [
      row.startsAt ? format(texts.from, { date: when(row.startsAt) }) : null,
      row.endsAt ? format(texts.until, { date: when(row.endsAt) }) : null,
    ]
      .filter(Boolean)
      .join(' ');
  };
}
