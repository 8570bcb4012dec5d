import { CONTENT_PAGE_SLUGS, type ContentPageSlug, isContentPageSlug } from '@jeton/domain';

/**
 * Content pages answered at /{slug}; any other slug is a 404. Their texts are the operator's,
 * published from the back office (content/getPage); the footer links to each.
 */
export type ContentSlug = ContentPageSlug;
export const CONTENT_SLUGS: readonly ContentSlug[] = CONTENT_PAGE_SLUGS;

export function isContentSlug(slug: string | undefined): slug is ContentSlug {
  return isContentPageSlug(slug);
}
