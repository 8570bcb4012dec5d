import type { ApiAnswer, ContentPageSlug } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The content service: content pages, the operator's robots rules, the sitemap's entries.

export type ContentPageAnswer = ApiAnswer<'content', 'getPage'>;

export function getContentPage(slug: ContentPageSlug, options: ApiCallOptions) {
  return apiCall('content', 'getPage', { slug }, options);
}

export function getRobotsRules(options: ApiCallOptions) {
  return apiCall('content', 'getRobots', {}, options);
}

export function getSitemapEntries(options: ApiCallOptions) {
  return apiCall('content', 'getSitemap', {}, options);
}
