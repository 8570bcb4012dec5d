import { Link, Outlet } from 'react-router';
import { useI18n } from '../i18n/hooks.js';
import { localizePath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { isPlayer } from '../session/initial-data.js';
import { useRootData } from '../session/root-data.js';
import { Icon } from '../ui/icons.js';
import { SkipLink } from '../ui/skip-link.js';
import { AuthButtons } from './header/auth-buttons.js';
import { BalanceBadge } from './header/balance-badge.js';
import { Logo } from './header/logo.js';
import './header/header.css';
import './game-layout.css';
import { DemoBand } from '../ui/demo-band.js';

/** The game layout: a slim bar (back to the hall, logo, balance or log-in) and the game filling the rest. */
export default function GameLayout() {
  const { t, locale } = useI18n();
  const root = useRootData();
  return (
    <div className="layout layout-game">
      <SkipLink />
      <DemoBand />
      <header className="game-bar">
        <Link to={localizePath(PATHS.gamehall, locale)} className="game-bar-back">
          <Icon name="arrow-left" size={18} />
          <span>{t.game.backToHall}</span>
        </Link>
        <Logo />
        <div className="game-bar-actions">
          {isPlayer(root) ? (
            <>
              <BalanceBadge account={root.account} />
              <Link to={localizePath(PATHS.deposit, locale)} className="button button-primary header-deposit">
                <Icon name="deposit" size={18} />
                <span>{t.header.deposit}</span>
              </Link>
            </>
          ) : (
            <AuthButtons />
          )}
        </div>
      </header>
      <main id="main" className="game-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
