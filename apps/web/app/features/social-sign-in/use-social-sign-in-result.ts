import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { invalidateInitialData } from '../../session/client-session.js';
import { useRootData } from '../../session/root-data.js';
import { followBackUrl } from '../marketing/back-url.js';
import { SIGN_IN_CHANNEL } from './popup-window.js';

/** How many sign-in button groups are on screen: while one is, the dialog answers the popup itself. */
let mountedButtonGroups = 0;

export function buttonGroupMounted(): () => void {
  mountedButtonGroups += 1;
  return () => {
    mountedButtonGroups -= 1;
  };
}

/**
 * A popup that finishes after its dialog was closed (or the page reloaded) still signs this page in:
 * the kept backUrl is followed, else the page's data reloads on the same address.
 */
export function useSocialSignInResult(): void {
  const navigate = useNavigate();
  const allowedHosts = useRootData()?.general?.allowed_redirect_hosts;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
    channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type !== 'signed-in' || mountedButtonGroups > 0) return;
      if (followBackUrl('socialAuth', { allowedHosts })) return;
      invalidateInitialData();
      void navigate(`${window.location.pathname}${window.location.search}`, { replace: true });
    };
    return () => channel.close();
  }, [allowedHosts, navigate]);
}
