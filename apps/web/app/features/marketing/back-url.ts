import { segments } from '../../guards/place.js';
import { stripLocale } from '../../i18n/locale.js';
import { browserLocalStorage, type KeyValueStorage, lastQueryValue, writeQuietly } from './local-storage.js';

// Spec section 2: a backUrl query parameter is kept under one of two keys and followed later as an
// external redirect: after a social sign-in, or after a successful payment. Spec section 8: a URL
// with a dangerous protocol is refused, both when it is kept and when it is followed. Issue 13: only
// the site's own hosts and the operator's partner domains (General info's `allowed_redirect_hosts`)
// are followed, so that a link to the site cannot send a player on to a phishing page.

export type BackUrlKind = 'socialAuth' | 'paySuccess';

export const BACK_URL_STORAGE_KEYS: Readonly<Record<BackUrlKind, string>> = {
  socialAuth: 'back_url_social_auth',
  paySuccess: 'back_url_pay_success',
};

const MAX_URL_LENGTH = 2048;
const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

/** A backUrl on a cashier page returns after the payment; anywhere else, after a social sign-in. */
export function backUrlKindFor(pathname: string): BackUrlKind {
  return segments(stripLocale(pathname))[0] === 'cashier' ? 'paySuccess' : 'socialAuth';
}

/**
 * The absolute address to go to, or null when the value is not a plain web address on the page's
 * own host or on an allowed host (an allowed domain admits its subdomains too).
 */
export function safeBackUrl(raw: string, base: string, allowedHosts: readonly string[] = []): string | null {
  if (raw.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  const host = url.hostname.toLowerCase();
  const own = host === new URL(base).hostname.toLowerCase();
  const allowed = allowedHosts.some((entry) => {
    const domain = entry.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  });
  return own || allowed ? url.href : null;
}

/** Keeps the query's backUrl under the key this page calls for. */
export function rememberBackUrl(
  place: { pathname: string; search: string },
  base: string,
  storage: KeyValueStorage,
  allowedHosts: readonly string[] = [],
): void {
  const raw = lastQueryValue(place.search, 'backUrl', MAX_URL_LENGTH);
  if (!raw || !safeBackUrl(raw, base, allowedHosts)) return;
  writeQuietly(storage, BACK_URL_STORAGE_KEYS[backUrlKindFor(place.pathname)], raw);
}

/**
 * Follows a kept backUrl once, as a full page load (an external redirect): the social sign-in or
 * the payment-success page calls it. Answers whether it left; an unsafe value is dropped, not followed.
 */
export function followBackUrl(
  kind: BackUrlKind,
  options: {
    storage?: KeyValueStorage | null;
    base?: string;
    allowedHosts?: readonly string[];
    assign?: (url: string) => void;
  } = {},
): boolean {
  const storage = options.storage === undefined ? browserLocalStorage() : options.storage;
  if (!storage) return false;
  const key = BACK_URL_STORAGE_KEYS[kind];
  let raw: string | null;
  try {
    raw = storage.getItem(key);
    storage.removeItem(key);
  } catch {
    return false;
  }
  const target = raw ? safeBackUrl(raw, options.base ?? window.location.origin, options.allowedHosts) : null;
  if (!target) return false;
  (options.assign ?? ((url) => window.location.assign(url)))(target);
  return true;
}
