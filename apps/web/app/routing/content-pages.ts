import type { Messages } from '../i18n/messages.js';

/**
 * Content pages answered at /{slug}; any other slug is a 404. Their texts come from the content
 * configuration (spec section 1); until it is served, the pages say that nothing is published.
 */
export type ContentSlug = keyof Messages['pages']['content']['titles'];
export const CONTENT_SLUGS: readonly ContentSlug[] = ['about', 'terms', 'privacy', 'responsible-gambling'];

export function isContentSlug(slug: string | undefined): slug is ContentSlug {
  return (CONTENT_SLUGS as readonly string[]).includes(slug ?? '');
}
