import { Outlet } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { CASHIER_TABS, PATHS } from '../../routing/paths.js';
import { PageHeader } from '../../ui/page-header.js';
import { TabNav } from '../../ui/tab-nav.js';

/** The cashier: its tabs above the current one. /cashier itself goes to the deposit (path rules). */
export default function CashierLayout() {
  const { t, locale } = useI18n();
  const page = t.pages.cashier;
  const tabs = CASHIER_TABS.map((tab) => ({
    label: page.tabs[tab],
    to: localizePath(`${PATHS.cashier}/${tab}`, locale),
    // The deposit tab stays current on a method's page, /cashier/deposit/{sysname}.
    end: tab !== 'deposit',
  }));
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
