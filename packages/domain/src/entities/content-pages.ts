// The site's content pages (issue 16 item 2): operator-edited Markdown served at /{slug} and
// /fr/{slug}. The set of pages is fixed here, so a slug can never shadow a product route.

export const CONTENT_PAGE_SLUGS = [
  'about',
  'terms',
  'privacy',
  'responsible-gambling',
  'bonus-terms',
  'fairness-explained',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export function isContentPageSlug(value: unknown): value is ContentPageSlug {
  return typeof value === 'string' && (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
}

/** A page's own robots directive; links are followed either way. */
export const CONTENT_ROBOTS = ['index', 'noindex'] as const;
export type ContentRobots = (typeof CONTENT_ROBOTS)[number];

/** Limits of what an operator may save: a long legal text fits, a pasted book does not. */
export const CONTENT_LIMITS = {
  title: 120,
  description: 300,
  // Characters; the JSON body of a save must also fit API_BODY_LIMIT_BYTES (64 KiB by default).
  body: 30_000,
  ogImage: 500,
  /** Operator-added Disallow rules of robots.txt, and the length of each. */
  robotsRules: 50,
  robotsRule: 200,
} as const;
