import type { ConfigRedirect } from '@jeton/domain';
import type { Place } from './place.js';

/** A configured redirect of the site config: from a path pattern to a path or an address elsewhere. */
export type SiteRedirect = ConfigRedirect;

export interface RedirectTarget {
  to: string;
  /** On another site: a full page load, never a client-side navigation. */
  external: boolean;
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * The first configured redirect whose pattern matches the path (guard 2). The target receives the
 * current query and hash. Targets with a dangerous protocol (javascript:, data:...) are refused.
 */
export function siteRedirect(
  redirects: readonly SiteRedirect[],
  place: Place,
  siteOrigin: string,
): RedirectTarget | null {
  for (const { from_url, to_url } of redirects) {
    const captured = matchWildcard(from_url, place.pathname);
    if (captured === null) continue;
    let target: URL;
    try {
      target = new URL(to_url.replace('*', captured), siteOrigin);
    } catch {
      continue;
    }
    if (!SAFE_PROTOCOLS.has(target.protocol)) continue;
    const query = new URLSearchParams(target.search);
    for (const [key, value] of new URLSearchParams(place.search)) query.append(key, value);
    target.search = query.toString();
    if (place.hash) target.hash = place.hash;
    const external = target.origin !== new URL(siteOrigin).origin;
    return { to: external ? target.href : target.pathname + target.search + target.hash, external };
  }
  return null;
}

/** What `*` matched (empty when the pattern has none), or null when the pattern does not match. */
export function matchWildcard(pattern: string, pathname: string): string | null {
  const star = pattern.indexOf('*');
  if (star === -1) return trimSlash(pattern) === trimSlash(pathname) ? '' : null;
  const head = pattern.slice(0, star);
  const tail = pattern.slice(star + 1);
  if (!pathname.startsWith(head) || !pathname.endsWith(tail)) return null;
  if (pathname.length < head.length + tail.length) return null;
  return pathname.slice(head.length, pathname.length - tail.length);
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
