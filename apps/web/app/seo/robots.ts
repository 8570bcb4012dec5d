import { DEFAULT_LOCALE, LOCALES } from '@jeton/domain';
import { localizePath } from '../i18n/locale.js';

// The robots file (served at /robots.txt) and the rule that pages it disallows carry
// `noindex, follow` (spec section 2). One list feeds both, so they cannot disagree.

/** Player-only, transactional and internal sections; crawlers have nothing to index there. */
const DISALLOWED_SECTIONS = [
  '/cashier',
  '/profile',
  '/bets',
  '/responsible-game',
  '/forms/',
  '/confirmation',
  '/unsubscribe',
  '/_icons',
] as const;

/** Every disallowed path prefix, in each locale. */
export const DISALLOWED_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  DISALLOWED_SECTIONS.map((section) => (locale === DEFAULT_LOCALE ? section : localizePath(section, locale))),
);

export function robotsTxt(): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), ''].join('\n');
}

/**
 * Whether robots.txt disallows the path. Its rules are path prefixes (RFC 9309), so `/cashier`
 * covers `/cashier/deposit` and also `/cashier-terms`, as a crawler reads it.
 */
export function isDisallowedByRobots(pathname: string): boolean {
  return DISALLOWED_PATHS.some((prefix) => pathname.startsWith(prefix));
}
