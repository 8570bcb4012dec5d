import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '../../session/root-data.js';
import { rememberBackUrl } from './back-url.js';
import { browserLocalStorage } from './local-storage.js';
import { recordMarketingParams } from './marketing-params.js';
import { rememberPromoCode } from './promo-code.js';

/**
 * Spec section 2's storage rules, on every navigation in the browser (the first page included):
 * promo code, backUrl and the marketing parameters of the address are kept in local storage.
 */
export function useNavigationMarketing(): void {
  const { pathname, search } = useLocation();
  const allowedHosts = useRootData()?.general?.allowed_redirect_hosts;
  useEffect(() => {
    const storage = browserLocalStorage();
    if (!storage || !search) return;
    rememberPromoCode(search, storage);
    rememberBackUrl({ pathname, search }, window.location.origin, storage, allowedHosts);
    recordMarketingParams(search, storage);
  }, [pathname, search, allowedHosts]);
}
