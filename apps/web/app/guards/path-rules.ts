import { localeFromPath, localizePath, stripLocale } from '../i18n/locale.js';
import { fullPath, type Place } from './place.js';

/** A rule gets the bare path (no locale prefix) and answers the bare target, or null. */
type PathRule = (barePath: string) => string | null;

const DEPOSIT = '/cashier/deposit';

/** Guard 5: the section roots open their first tab; billing goes to the deposit (spec section 2). */
const PATH_RULES: readonly PathRule[] = [
  (path) => (path === '/cashier' ? DEPOSIT : null),
  (path) => (path === '/profile' ? '/profile/settings' : null),
  // Billing goes to the deposit index unless what follows is a deposit path, which it keeps.
  (path) => {
    if (path !== '/cashier/billing' && !path.startsWith('/cashier/billing/')) return null;
    const rest = path.slice('/cashier/billing'.length);
    return rest === '/deposit' || rest.startsWith('/deposit/') ? `/cashier${rest}` : DEPOSIT;
  },
];

/** Where the path rules send this place, locale prefix, query and hash kept; null when none applies. */
export function pathRuleRedirect(place: Place): string | null {
  const bare = stripLocale(place.pathname);
  for (const rule of PATH_RULES) {
    const target = rule(bare);
    if (target) return fullPath({ ...place, pathname: localizePath(target, localeFromPath(place.pathname)) });
  }
  return null;
}
