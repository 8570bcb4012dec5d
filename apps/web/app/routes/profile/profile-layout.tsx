import { Outlet } from 'react-router';
import { PROFILE_TAB_LABELS } from '../../features/profile/profile-tabs.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS, PROFILE_TABS } from '../../routing/paths.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { Icon } from '../../ui/icons.js';
import { PageHeader } from '../../ui/page-header.js';
import { TabNav } from '../../ui/tab-nav.js';
import './profile.css';

/** The profile: who the player is, then the tabs of spec section 2. /profile goes to settings (path rules). */
export default function ProfileLayout() {
  const { t, format, locale } = useI18n();
  const root = useRootData();
  const page = t.pages.profile;
  const tabs = PROFILE_TABS.map((tab) => ({
    label: page.tabs[PROFILE_TAB_LABELS[tab]],
    to: localizePath(`${PATHS.profile}/${tab}`, locale),
  }));
  return (
    <div className="page">
      <PageHeader title={page.title} description={page.description} breadcrumb={[{ label: page.title }]} />
      {isPlayer(root) && (
        <section className="player-card" aria-label={format(page.player, { login: root.account.login })}>
          <span className="avatar avatar-large" aria-hidden="true">
            {(root.account.fakename || root.account.login).slice(0, 1).toUpperCase()}
          </span>
          <div>
            <p className="player-card-name">{root.account.fakename || root.account.login}</p>
            <ul className="badges">
              <li className={root.account.is_verified ? 'badge badge-ok' : 'badge'}>
                <Icon name={root.account.is_verified ? 'check' : 'shield'} size={16} />
                {root.account.is_verified ? page.verified : page.notVerified}
              </li>
              <li className={root.account.two_factor_auth ? 'badge badge-ok' : 'badge'}>
                <Icon name="lock" size={16} />
                {root.account.two_factor_auth ? page.twoFactorOn : page.twoFactorOff}
              </li>
            </ul>
          </div>
        </section>
      )}
      <TabNav label={page.tabsLabel} tabs={tabs} />
      <div className="tab-panel">
        <Outlet />
      </div>
    </div>
  );
}
