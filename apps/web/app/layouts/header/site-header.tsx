import { Link } from 'react-router';
import { BalanceDetalization } from '../../features/cashier/balance-detalization.js';
import { ChatMenuButtonCount, ChatMenuEntry } from '../../features/chat/chat-menu-entry.js';
import { useChatUnread } from '../../features/chat/chat-unread.js';
import { UnreadBadge } from '../../features/notifications/unread-badge.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { MAIN_NAV, MORE_NAV } from '../../routing/navigation.js';
import { PATHS } from '../../routing/paths.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { Icon } from '../../ui/icons.js';
import { useDisclosure } from '../../ui/use-disclosure.js';
import { AccountMenu } from './account-menu.js';
import { AuthButtons } from './auth-buttons.js';
import { BalanceBadge } from './balance-badge.js';
import { LocaleSwitcher } from './locale-switcher.js';
import { Logo } from './logo.js';
import { NavList } from './main-nav.js';
import './header.css';

/**
 * The default layout's header: logo, main navigation, the player's balance and menu or a guest's
 * log-in and registration, and the locale switch. At 767 px and below the navigation moves into a
 * panel behind the menu button, with the live chat's entry (decision 0081).
 */
export function SiteHeader() {
  const { t, locale, format } = useI18n();
  const root = useRootData();
  const menu = useDisclosure<HTMLDivElement>();
  const chatUnread = useChatUnread();
  // Without root data (a failed root, in an error page) the player is unknown: show no account controls.
  const player = isPlayer(root) ? root.account : null;
  return (
    // A player's actions (balance, deposit, messages, menu) leave the navigation too little room in
    // one bar: it takes a row of its own at every width, as on tablets, so no entry is ever cut off.
    <header className={player ? 'site-header site-header-player' : 'site-header'}>
      <div className="site-header-bar">
        <button
          ref={menu.buttonRef}
          type="button"
          className="icon-button burger"
          aria-expanded={menu.open}
          aria-controls="mobile-menu"
          aria-label={
            menu.open
              ? t.header.closeMenu
              : chatUnread > 0
                ? format(t.chatLauncher.menuButton, { count: chatUnread })
                : t.header.openMenu
          }
          onClick={menu.toggle}
        >
          <Icon name={menu.open ? 'close' : 'menu'} size={22} />
          {menu.open ? null : <ChatMenuButtonCount />}
        </button>
        <Logo />
        <nav aria-label={t.header.mainNav} className="main-nav">
          <NavList items={MAIN_NAV} className="main-nav-list" />
        </nav>
        <div className="header-actions">
          {player ? (
            <>
              <BalanceBadge account={player} />
              <BalanceDetalization account={player} place="header-cashier" />
              {/* Named for screen readers too where a phone shows the icon alone. */}
              <Link
                to={localizePath(PATHS.deposit, locale)}
                className="button button-primary header-deposit"
                aria-label={t.header.deposit}
              >
                <Icon name="deposit" size={18} />
                <span>{t.header.deposit}</span>
              </Link>
              <UnreadBadge />
              <AccountMenu account={player} />
            </>
          ) : (
            root && <AuthButtons />
          )}
          <LocaleSwitcher />
        </div>
      </div>
      <div ref={menu.panelRef} id="mobile-menu" className="mobile-menu" hidden={!menu.open}>
        <nav aria-label={t.header.mainNav}>
          <NavList items={MAIN_NAV} className="mobile-nav-list" />
          <NavList items={MORE_NAV} className="mobile-nav-list mobile-nav-more" />
        </nav>
        {/* Phones keep the chat here rather than floating over the page (decision 0081). */}
        <ChatMenuEntry onOpen={menu.close} />
        <LocaleSwitcher className="locale-switch mobile-locale" />
      </div>
    </header>
  );
}
