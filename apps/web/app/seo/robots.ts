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

/**
 * The robots file: the site's own rules, then the operator's (back office, content/saveRobots;
 * each a path checked to be one line), then where the sitemap is.
 */
export function robotsTxt(operatorRules: readonly string[] = [], sitemapUrl?: string): string {
  const rules = [...new Set([...DISALLOWED_PATHS, ...operatorRules.filter(isRobotsPath)])];
  return [
    'User-agent: *',
    ...rules.map((path) => `Disallow: ${path}`),
    ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []),
    '',
  ].join('\n');
}

/** A Disallow value: a path, on one line (the server checks the same when the operator saves). */
function isRobotsPath(rule: string): boolean {
  return /^\/[^\s#]*$/.test(rule);
}

/**
 * Whether robots.txt disallows the path: the site's rules, and the operator's when given. Its rules
 * are path prefixes (RFC 9309), so `/cashier` covers `/cashier/deposit` and also `/cashier-terms`,
 * as a crawler reads it.
 */
export function isDisallowedByRobots(pathname: string, operatorRules: readonly string[] = []): boolean {
  const covers = (prefix: string) => pathname.startsWith(prefix);
  return DISALLOWED_PATHS.some(covers) || operatorRules.filter(isRobotsPath).some(covers);
}
