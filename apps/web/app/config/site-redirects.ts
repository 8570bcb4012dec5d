import type { SiteRedirect } from '../guards/redirect-guard.js';

/**
 * The site's configured redirects (spec section 3, site config: redirects). They belong to the content
 * configuration; until it is served, this list is that configuration. `*` matches any characters and
 * its match replaces a `*` in the target.
 */
export const SITE_REDIRECTS: readonly SiteRedirect[] = [
  { from_url: '/casino', to_url: '/gamehall' },
  { from_url: '/fr/casino', to_url: '/fr/gamehall' },
  { from_url: '/promo/*', to_url: '/promotions/*' },
  { from_url: '/fr/promo/*', to_url: '/fr/promotions/*' },
];
