// Paths that belong to the server itself, never to the web app: an unknown one is a plain 404, not a page.
const SERVER_SEGMENTS = new Set([
  'api',
  'admin',
  'healthz',
  'readyz',
  'metrics',
  'dev',
  'sandbox',
  'webhooks',
  'assets',
  // The content configuration (/nfx/cms-config/{locale}).
  'nfx',
  // Social sign-in's popup (/oauth/init, /oauth/callback, /oauth/link).
  'oauth',
  // The game launch (/platform/game/...) and the seamless wallet (/wallet/{studio}/{action}).
  'platform',
  'wallet',
]);
/** The studio client API; /studio/{kind} itself is the web app's game client. */
const SERVER_PREFIXES = ['/studio/api/'];

/** Whether the web app should render this path (`/api/...`, `/healthz`, a missing `/assets/...` file and the like are not its). */
export function isWebPath(pathname: string): boolean {
  const first = pathname.split('/', 2)[1] ?? '';
  if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  // The API matches its paths without regard to case, so /API/... is the server's too.
  return !SERVER_SEGMENTS.has(first.toLowerCase());
}

/** The 301 target of a path with a trailing slash (query kept), or null; `/` keeps its slash (spec section 2). */
export function trailingSlashTarget(url: string): string | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  // Collapse leading slashes and backslashes too: `//evil.example/` must not turn into the
  // protocol-relative `//evil.example`, an open redirect.
  const bare = `/${pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
  return queryStart === -1 ? bare : bare + url.slice(queryStart);
}
