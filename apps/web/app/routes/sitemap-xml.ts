import { getSitemapEntries } from '../api/content.js';
import { sitemapXml } from '../seo/sitemap.js';
import type { Route } from './+types/sitemap-xml';

/** GET /sitemap.xml: every public page in both locales (main routes, content pages, game pages). */
export async function loader({ request, context }: Route.LoaderArgs) {
  let entries: Awaited<ReturnType<typeof getSitemapEntries>>;
  try {
    entries = await getSitemapEntries({ request, origin: context.apiOrigin, fetch: context.apiFetch });
  } catch (error) {
    // A 503 rather than a sitemap missing its pages: crawlers come back later.
    console.error('content/getSitemap failed', error);
    return new Response(null, {
      status: 503,
      headers: { 'retry-after': '300', 'cache-control': 'no-store' },
    });
  }
  const origin = context.publicOrigin ?? new URL(request.url).origin;
  return new Response(sitemapXml({ origin, ...entries }), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
