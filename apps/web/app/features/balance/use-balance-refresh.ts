import { AppError } from '@jeton/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getBalance } from '../../api/balance.js';
import { useContentConfig } from '../../config/use-content-config.js';
import { useLocale } from '../../i18n/hooks.js';
import { isGamePage } from '../../routing/page-kinds.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { browserTimers, createBalanceRefreshSchedule } from './balance-refresh-schedule.js';
import { publishBalances } from './balance-store.js';

/**
 * Keeps the header's balance current for a logged-in player (spec sections 3, 4 and 9): the
 * schedule of the site config's balance-refresh settings, restarted by every navigation, and none
 * on game pages (the game shows its own balance). Runs from the root component.
 */
export function useBalanceRefresh(): void {
  const root = useRootData();
  const location = useLocation();
  const locale = useLocale();
  const settings = useContentConfig().site.balanceRefresh;
  const account = isPlayer(root) ? root.account : null;
  const active = account !== null && !isGamePage(location.pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key restarts the window on every navigation.
  useEffect(() => {
    if (!active || !account) return;
    const schedule = createBalanceRefreshSchedule(settings, browserTimers, async () => {
      try {
        publishBalances(account, await getBalance({ locale }));
      } catch (error) {
        // The session ended: no point asking again until the next navigation finds out.
        if (error instanceof AppError && error.type === 'AuthorizationException') schedule.stop();
        console.error('account/getBalance failed', error);
      }
    });
    schedule.restart();
    const onClick = () => schedule.click();
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      schedule.stop();
    };
  }, [active, account, settings, locale, location.key]);
}
