import { useLocation, useNavigation } from 'react-router';
import { loadHistoryPage } from '../../features/cashier/history-loader.js';
import { HISTORY_TABS } from '../../features/cashier/history-tab.js';
import { HistoryView } from '../../features/cashier/history-view.js';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { TabNav } from '../../ui/tab-nav.js';
import type { Route } from './+types/history';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.history);
}

export function loader(args: Route.LoaderArgs) {
  return loadHistoryPage(args);
}

/** Payment history with its query tabs: deposit (default), withdrawal, bonuses, cashbacks. */
export default function History({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Another tab is loading: its list starts empty (spec section 4), not with this tab's rows.
  const switching = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const page = t.pages.history;
  const current = loaderData.tab;
  const tabs = HISTORY_TABS.map((tab) => ({
    label: page.tabs[tab],
    to: `${pathname}?tab=${tab}`,
    current: tab === current,
  }));
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {page.title}
      </h2>
      <TabNav label={page.tabsLabel} tabs={tabs} />
      {/* Keyed by tab and by each load: switching a tab clears the list and shows the reloaded one. */}
      {switching ? (
        <p className="cashier-hint" role="status">
          {t.cashier.loading}
        </p>
      ) : (
        <HistoryView
          key={`${current}:${loaderData.first.ok ? loaderData.first.data.items.map((i) => i.id).join() : 'x'}`}
          data={loaderData}
        />
      )}
    </section>
  );
}
