import { BET_PRODUCTS, BETS_PAGE_SIZE, type BetItem } from '@jeton/domain';
import { useState } from 'react';
import { Form, useLocation, useNavigation, useRevalidator } from 'react-router';
import { getBets } from '../../api/records.js';
import { useI18n } from '../../i18n/hooks.js';
import { EmptyState } from '../../ui/empty-state.js';
import { CashierNotice } from '../cashier/cashier-notice.js';
import { appendUnique } from '../cashier/history-list.js';
import { LoadMoreFooter } from '../cashier/load-more-footer.js';
import { BET_PERIODS } from './bets-filters.js';
import type { BetsPageData } from './bets-loader.js';
import { BetsTable } from './bets-table.js';
import { ExportPanel } from './export-panel.js';
import '../cashier/cashier.css';
import './bets.css';

/** The bets history: filters, the rounds with "load more", and the export. */
export function BetsView({ data }: { data: BetsPageData }) {
  const { t } = useI18n();
  const texts = t.records.bets;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // New filters are loading: the old list is not theirs, so it is not shown.
  const filtering = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <section aria-labelledby="tab-heading" className="bets-page">
      <h2 id="tab-heading" className="section-heading">
        {texts.title}
      </h2>
      <p className="cashier-hint">{texts.intro}</p>
      <Form method="get" className="bets-filters" aria-label={texts.filters}>
        <label>
          <span>{texts.period}</span>
          <select name="period" defaultValue={data.query.period}>
            {BET_PERIODS.map((period) => (
              <option key={period} value={period}>
                {texts.periods[period]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{texts.product}</span>
          <select name="product" defaultValue={data.query.product}>
            {(['all', ...BET_PRODUCTS] as const).map((product) => (
              <option key={product} value={product}>
                {texts.products[product]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-secondary">
          {texts.apply}
        </button>
      </Form>
      {filtering ? (
        <p className="cashier-hint" role="status">
          {texts.loading}
        </p>
      ) : (
        <BetsList key={`${data.query.period}:${data.query.product}:${data.filters.from}`} data={data} />
      )}
      <ExportPanel filters={data.filters} />
    </section>
  );
}

function BetsList({ data }: { data: BetsPageData }) {
  const { t, locale } = useI18n();
  const texts = t.records.bets;
  const revalidator = useRevalidator();
  const [items, setItems] = useState<BetItem[]>(data.first.ok ? data.first.data.items : []);
  const [total, setTotal] = useState(data.first.ok ? data.first.data.total : 0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!data.first.ok) {
    return (
      <CashierNotice tone="error">
        {texts.loadFailed}{' '}
        <button type="button" className="button button-secondary" onClick={() => revalidator.revalidate()}>
          {texts.retry}
        </button>
      </CashierNotice>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState text={data.query.product === 'sports' ? texts.emptySports : texts.empty} icon="history" />
    );
  }

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await getBets(data.filters, { offset: items.length, count: BETS_PAGE_SIZE }, { locale });
      // A round and a sports bet may share an id: each is known by its product too.
      setItems((shown) => appendUnique(shown, next.items, (item) => `${item.product}:${item.id}`));
      setTotal(next.total);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div>
      <BetsTable items={items} />
      {failed && <CashierNotice tone="error">{texts.loadMoreFailed}</CashierNotice>}
      <LoadMoreFooter shown={items.length} total={total} loading={loading} onMore={loadMore} texts={texts} />
    </div>
  );
}
