import type { AccountInfo } from '@jeton/domain';
import { Link } from 'react-router';
import { BalanceDetalization } from '../../features/cashier/balance-detalization.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { useLogout } from '../../session/use-logout.js';
import { Icon } from '../../ui/icons.js';
import { useDisclosure } from '../../ui/use-disclosure.js';

/** The player's menu: profile, cashier, bonuses and log out. A disclosure: Escape or a click outside closes it. */
export function AccountMenu({ account }: { account: AccountInfo }) {
  const { t, locale, format } = useI18n();
  const { open, toggle, panelRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const { logout, failed, pending } = useLogout();
  const name = account.fakename || account.login;
  const links = [
    { to: PATHS.profileSettings, label: t.header.profile, icon: 'user' as const },
    { to: PATHS.deposit, label: t.header.cashier, icon: 'wallet' as const },
    { to: PATHS.profileBonuses, label: t.header.bonuses, icon: 'gift' as const },
  ];
  return (
    <div className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="account-menu-button"
        aria-expanded={open}
        aria-controls="account-menu-panel"
        aria-label={format(t.header.accountMenu, { login: name })}
        onClick={toggle}
      >
        <span className="avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-menu-name">{name}</span>
        <Icon name="chevron-down" size={16} />
      </button>
      <div ref={panelRef} id="account-menu-panel" className="account-menu-panel" hidden={!open}>
        <BalanceDetalization account={account} place="header-profile-menu" />
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={localizePath(link.to, locale)} className="menu-item">
                <Icon name={link.icon} size={18} />
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="menu-item" onClick={logout} disabled={pending}>
              <Icon name="logout" size={18} />
              {t.header.logout}
            </button>
          </li>
        </ul>
        {failed && (
          <p className="menu-error" role="alert">
            {t.header.logoutFailed}
          </p>
        )}
      </div>
    </div>
  );
}
