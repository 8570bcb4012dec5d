import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../../api/auth.js';
import { useLocale } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { invalidateInitialData } from '../../session/client-session.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { closeDialog, openDialog } from '../../ui/dialog/dialog-store.js';
import { activityTeller, listenForActivity, openActivityChannel } from './activity-channel.js';
import {
  type InactivityTracker,
  isTimeoutConfigured,
  startInactivityTracker,
  type Timers,
} from './inactivity-tracker.js';

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * Inactivity logout for a logged-in player when general info has time_to_force_logout: the warning
 * dialog at 80 %, log-out at 100 % (auth/logout, then the index page of the locale with fresh initial
 * data). Key presses, clicks, scrolls (of the page or any element) and route changes reset it.
 * Logging out, by any means, stops it: the player is no longer a player.
 */
export function useInactivityLogout(): void {
  const root = useRootData();
  const uid = isPlayer(root) ? root.account.uid : 0;
  const timeout = root?.general?.time_to_force_logout;
  const location = useLocation();
  const locale = useLocale();
  const navigate = useNavigate();
  const tracker = useRef<InactivityTracker | null>(null);
  const leave = useRef<() => Promise<void>>(async () => {});
  leave.current = async () => {
    try {
      await logout({ locale });
    } catch (error) {
      console.error('auth/logout failed', error);
    }
    invalidateInitialData();
    await navigate(localizePath('/', locale));
  };

  useEffect(() => {
    if (uid <= 0 || !isTimeoutConfigured(timeout)) return;
    let warning: number | null = null;
    const closeWarning = () => {
      if (warning !== null) closeDialog(warning, { immediate: true });
      warning = null;
    };
    const current = startInactivityTracker(
      timeout,
      {
        onWarn: (logoutAt) => {
          warning = openDialog('inactivityWarning', { urgent: true, props: { logoutAt } });
        },
        onResume: closeWarning,
        onLogout: () => {
          closeWarning();
          void leave.current();
        },
      },
      browserTimers,
    );
    tracker.current = current;
    // Activity in another tab of the site, or in the game framed in this page, counts too: the
    // session they share must not end under a player who is busy there.
    const channel = openActivityChannel();
    if (channel) channel.onmessage = () => current.activity();
    const tellOthers = activityTeller(channel);
    const stopListening = listenForActivity(() => {
      current.activity();
      tellOthers();
    });
    return () => {
      stopListening();
      channel?.close();
      current.stop();
      closeWarning();
      if (tracker.current === current) tracker.current = null;
    };
  }, [uid, timeout]);

  // A route change is activity too (the key changes with every navigation).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger.
  useEffect(() => {
    tracker.current?.activity();
  }, [location.key]);
}
