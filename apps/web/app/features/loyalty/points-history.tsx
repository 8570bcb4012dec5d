import { useState } from 'react';
import { getPointsHistory, type PointsHistory as History } from '../../api/loyalty.js';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatPoints } from './points.js';

export const HISTORY_PAGE_SIZE = 15;

/** The player's points postings from the ledger, newest first, with more on demand. */
export function PointsHistory({ first }: { first: History }) {
  const { t, locale } = useI18n();
  const page = t.pages.profileLoyalty;
  const [items, setItems] = useState(first.items);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  if (items.length === 0) return <EmptyState text={page.historyEmpty} icon="loyalty" />;
  const more = async () => {
    setLoading(true);
    setError(false);
    try {
      const next = await getPointsHistory({ offset: items.length, count: HISTORY_PAGE_SIZE }, { locale });
      setItems((old) => [...old, ...next.items.filter((item) => !old.some((o) => o.id === item.id))]);
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      {/* Scrolls sideways on a narrow phone: focusable so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1). */}
      <section className="loyalty-history-wrap" tabIndex={0} aria-label={page.historyTitle}>
        <table className="loyalty-history">
          <caption className="visually-hidden">{page.historyTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{page.columns.date}</th>
              <th scope="col">{page.columns.what}</th>
              <th scope="col">{page.columns.points}</th>
              <th scope="col">{page.columns.balance}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.created_at, locale)}</td>
                <td>{page.kinds[entry.kind]}</td>
                <td data-sign={entry.points < 0 ? 'minus' : 'plus'}>
                  {entry.points > 0 ? '+' : ''}
                  {formatPoints(entry.points, locale)}
                </td>
                <td>{formatPoints(entry.balance_after, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {error ? (
        <p role="alert" className="loyalty-error">
          {page.loadError}
        </p>
      ) : null}
      {items.length < first.total ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void more()}
          disabled={loading}
        >
          {page.more}
        </button>
      ) : null}
    </>
  );
}
