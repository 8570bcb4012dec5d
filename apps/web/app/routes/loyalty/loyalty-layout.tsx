import { Outlet } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { PageHeader } from '../../ui/page-header.js';
import { TabNav } from '../../ui/tab-nav.js';

/** The loyalty programme and its shop, as tabs. */
export default function LoyaltyLayout() {
  const { t, locale } = useI18n();
  const page = t.pages.loyalty;
  const tabs = [
    { label: page.tabs.programme, to: localizePath(PATHS.loyalty, locale) },
    { label: page.tabs.shop, to: localizePath(PATHS.loyaltyShop, locale) },
  ];
  return (
    <div className="page">
      <PageHeader title={page.title} description={page.description} breadcrumb={[{ label: page.title }]} />
      <TabNav label={page.title} tabs={tabs} />
      <div className="tab-panel">
        <Outlet />
      </div>
    </div>
  );
}
