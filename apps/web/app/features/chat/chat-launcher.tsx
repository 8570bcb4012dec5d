import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { isBettingPage, isGamePage } from '../../routing/page-kinds.js';
import { PATHS } from '../../routing/paths.js';
import { Icon } from '../../ui/icons.js';
import './chat-launcher.css';

/**
 * The floating live-chat badge (spec section 2): on every page but betting and game pages, where
 * it would cover the slip or the game. The chat widget is not built yet, so it opens the support page.
 */
export function ChatLauncher() {
  const { t, locale } = useI18n();
  const { pathname } = useLocation();
  if (isBettingPage(pathname) || isGamePage(pathname)) return null;
  return (
    <Link
      to={localizePath(PATHS.support, locale)}
      className="chat-launcher"
      aria-label={t.chatLauncher.label}
    >
      <Icon name="support" size={22} />
      <span className="chat-launcher-text" aria-hidden="true">
        {t.chatLauncher.text}
      </span>
    </Link>
  );
}
