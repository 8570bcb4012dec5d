import { useLocation, useSearchParams } from 'react-router';
import { HISTORY_TABS, parseHistoryTab } from '../../features/cashier/history-tab.js';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import { TabNav } from '../../ui/tab-nav.js';
import type { Route } from './+types/history';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.history);
}

/** Payment history with its query tabs: deposit (default), withdrawal, bonuses, cashbacks. */
export default function History() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const page = t.pages.history;
  const current = parseHistoryTab(query);
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
      <EmptyState text={page.empty[current]} icon="history" />
    </section>
  );
}
