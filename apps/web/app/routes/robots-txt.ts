import { robotsTxt } from '../seo/robots.js';
import { loadRobotsRules } from '../seo/robots-rules.js';
import type { Route } from './+types/robots-txt';

/**
 * GET /robots.txt: what crawlers may not visit (the site's sections and the operator's rules) and
 * where the sitemap is. Both lists also give the pages they cover `noindex, follow`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const operatorRules = await loadRobotsRules({
    request,
    origin: context.apiOrigin,
    fetch: context.apiFetch,
  });
  const origin = context.publicOrigin ?? new URL(request.url).origin;
  return new Response(robotsTxt(operatorRules, `${origin}/sitemap.xml`), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
}
