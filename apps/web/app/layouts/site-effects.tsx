import { useEffect } from 'react';
import { useTrackingHits } from '../features/analytics/tracking-hits.js';
import { useRestoreLink } from '../features/auth/use-restore-link.js';
import { useBalanceRefresh } from '../features/balance/use-balance-refresh.js';
import { useCampaignPopup } from '../features/campaign/use-campaign-popup.js';
import { useUnseenCashbackPopup } from '../features/cashback/use-unseen-cashback-popup.js';
import { ChatLauncher } from '../features/chat/chat-launcher.js';
import { useInactivityLogout } from '../features/inactivity/use-inactivity-logout.js';
import { useNavigationMarketing } from '../features/marketing/capture-navigation-marketing.js';
import { useServiceWorker } from '../features/pwa/service-worker.js';
import { useRealityCheck } from '../features/responsible-gaming/use-reality-check.js';
import { useSocialRegistration } from '../features/social-sign-in/use-social-registration.js';
import { useSocialSignInResult } from '../features/social-sign-in/use-social-sign-in-result.js';
import { useMiniApp } from '../features/telegram-mini-app/use-mini-app.js';
import { loadClientGuards } from '../guards/load-client-guards.js';
import { DialogHost } from '../ui/dialog/dialog-host.js';
import { ToastHost } from '../ui/toast/toast-host.js';
import { useGuestDialogs } from '../ui/use-guest-dialogs.js';

/**
 * What every page of the site runs besides its content: popups, timers, tracking, the chat badge,
 * the dialog and toast hosts. None of it paints the first view, so root.tsx loads this module after
 * hydration, in a chunk of its own: the first page's JavaScript is the page's (issue 17).
 */
export default function SiteEffects() {
  useReadyMark();
  useGuestDialogs();
  useRestoreLink();
  useInactivityLogout();
  useRealityCheck();
  useCampaignPopup();
  useUnseenCashbackPopup();
  useNavigationMarketing();
  useTrackingHits();
  useServiceWorker();
  useBalanceRefresh();
  useMiniApp();
  useSocialSignInResult();
  useSocialRegistration();
  return (
    <>
      <ChatLauncher />
      <DialogHost />
      <ToastHost />
    </>
  );
}

/**
 * `<html data-ready>` once the page is hydrated and these effects run: the page is whole from then on
 * (timers started, dialogs can show). End-to-end tests wait for it before they move the clock.
 */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    // The next navigation's guards, fetched now rather than when the player clicks.
    void loadClientGuards().catch(() => undefined);
  }, []);
}
