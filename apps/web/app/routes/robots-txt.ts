import { robotsTxt } from '../seo/robots.js';

/** GET /robots.txt: what crawlers may not visit; the same list gives those pages `noindex, follow`. */
export function loader() {
  return new Response(robotsTxt(), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
