import { API_VERSION, SESSION_COOKIE_NAME } from '@jeton/domain';

// The pages bench:web measures (and bench:web:trace traces), and the demo player's session for those
// only a player sees.

const ALL_PAGES = [
  { name: 'home', path: '/' },
  { name: 'game hall', path: '/gamehall' },
  { name: 'game', path: '/game/jeton-fruit-reels', player: true },
  { name: 'cashier', path: '/cashier/deposit', player: true },
  { name: 'home', path: '/fr' },
  { name: 'game hall', path: '/fr/gamehall' },
  { name: 'game', path: '/fr/game/jeton-fruit-reels', player: true },
  { name: 'cashier', path: '/fr/cashier/deposit', player: true },
];

/** BENCH_WEB_ONLY=/game,/fr/cashier measures only the pages whose path starts with one of those. */
function pagesFromEnv() {
  const only = process.env.BENCH_WEB_ONLY?.split(',').filter(Boolean);
  if (!only?.length) return ALL_PAGES;
  const pages = ALL_PAGES.filter((page) => only.some((prefix) => page.path.startsWith(prefix)));
  if (!pages.length) throw new Error(`BENCH_WEB_ONLY=${process.env.BENCH_WEB_ONLY} matches no page`);
  return pages;
}

export const PAGES = pagesFromEnv();

/** The demo player's session cookie (README's demo data), for the pages only a player sees. */
export async function demoPlayerCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login?v=${API_VERSION}&locale=en`, {
    method: 'POST',
    body: new URLSearchParams({ login: 'demo@jeton.test', password: 'demo1234' }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!response.ok || !cookie) throw new Error(`demo player login answered ${response.status}`);
  return cookie.split(';')[0]!;
}
