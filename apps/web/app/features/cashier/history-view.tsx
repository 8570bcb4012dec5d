import { useState } from 'react';
import type { PlayerBonus } from '../../api/bonuses.js';
import type { PlayerCashback } from '../../api/cashbacks.js';
import type { PaymentInfo } from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { EmptyState } from '../../ui/empty-state.js';
import { BonusCard } from '../bonuses/bonus-card.js';
import { CashbackCard } from '../cashback/cashback-card.js';
import { CashierNotice, ErrorNotice } from './cashier-notice.js';
import { appendUnique } from './history-list.js';
import { type HistoryItem, type HistoryPageData, historyPage } from './history-loader.js';
import { LoadMoreFooter } from './load-more-footer.js';
import { PaymentTable } from './payment-table.js';
import { type CashierErrorData, errorData } from './server-calls.js';
import './cashier.css';
import '../bonuses/bonuses.css';

/**
 * One history tab's list (spec section 4): the first page from the loader, then "load more" appends
 * the next page without the items already shown. The page keys it by tab, so a switch clears it.
 */
export function HistoryView({ data }: { data: HistoryPageData }) {
  const { t, locale } = useI18n();
  const texts = t.cashier.history;
  const [items, setItems] = useState<HistoryItem[]>(data.first.ok ? data.first.data.items : []);
  const [total, setTotal] = useState(data.first.ok ? data.first.data.total : 0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<CashierErrorData | null>(null);
  const caption = t.pages.history.tabs[data.tab];

  if (!data.first.ok) return <CashierNotice tone="error">{texts.loadFailed}</CashierNotice>;
  if (items.length === 0) return <EmptyState text={t.pages.history.empty[data.tab]} icon="history" />;

  const loadMore = async () => {
    setLoading(true);
    setError(null);
    try {
      const next = await historyPage(data.tab, items.length, { locale });
      setItems((shown) => appendUnique<HistoryItem>(shown, next.items));
      setTotal(next.total);
    } catch (failure) {
      setError(errorData(failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div>
      {data.tab === 'bonuses' ? (
        <ul className="bonus-list" aria-label={caption}>
          {(items as PlayerBonus[]).map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} />
          ))}
        </ul>
      ) : data.tab === 'cashbacks' ? (
        <ul className="bonus-list" aria-label={caption}>
          {(items as PlayerCashback[]).map((cashback) => (
            <CashbackCard key={cashback.id} cashback={cashback} />
          ))}
        </ul>
      ) : (
        <PaymentTable items={items as PaymentInfo[]} caption={caption} />
      )}
      {error && <ErrorNotice error={error} />}
      <LoadMoreFooter shown={items.length} total={total} loading={loading} onMore={loadMore} texts={texts} />
    </div>
  );
}
