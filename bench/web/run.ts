import { API_VERSION, SESSION_COOKIE_NAME } from '@jeton/domain';
import { withoutInlinedStyles } from '../../apps/web/app/rendering/inline-stylesheets.js';
import { BASELINE_PATH } from './baseline.js';
import { chromiumVersion, lighthouseVersion, measure } from './lighthouse.js';
import { printReport, type TargetResult } from './report.js';
import { formatRouteScripts, routeScripts, SCRIPT_GOAL_BYTES } from './route-scripts.js';
import { ensureWebBuild, type RunningSite, startSite, WEB_BUILD_DIR } from './server.js';

// npm run bench:web — Lighthouse (mobile preset) on the home page, the game hall, a game page and
// the cashier (those two as the demo player, who gets the game's client in the frame), in English
// and under /fr, beside a static baseline page served by the same server in the same run (see
// docs/benchmarks.md); then the JavaScript each of those routes loads, summed from the build.
// Exits non-zero on errors only, never because a figure is worse than a goal.

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
async function demoPlayerCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login?v=${API_VERSION}&locale=en`, {
    method: 'POST',
    body: new URLSearchParams({ login: 'demo@jeton.test', password: 'demo1234' }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!response.ok || !cookie) throw new Error(`demo player login answered ${response.status}`);
  return cookie.split(';')[0]!;
}

function runsFromEnv(): number {
  const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_WEB_RUNS must be a whole number ≥ 1');
  return runs;
}

/**
 * The page's HTML size, after checking that it loads (Lighthouse would measure an error page too).
 * Stylesheets the page carries inline (decision 0058) do not count: the baseline stays the size of
 * the markup, as it was before the pages held their CSS, rather than growing with it.
 */
async function documentBytes(url: string, cookie?: string): Promise<number> {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.byteLength(withoutInlinedStyles(html));
}

async function main(): Promise<void> {
  const runs = runsFromEnv();
  ensureWebBuild(console.error);
  let site: RunningSite | null = null;
  try {
    site = await startSite();
    const origin = site.origin;
    const cookie = await demoPlayerCookie(origin);
    const cookieOf = (page: { player?: boolean }) => (page.player ? cookie : undefined);
    const sizes = await Promise.all(PAGES.map((page) => documentBytes(origin + page.path, cookieOf(page))));
    // The largest page's HTML, so the baseline's document costs the network at least as much.
    const baselineBytes = Math.max(...sizes);
    const baseline: TargetResult = {
      name: 'baseline',
      path: `(${Math.round(baselineBytes / 1000)} kB)`,
      runs: [],
    };
    const baselineUrl = `${origin}${BASELINE_PATH}?bytes=${baselineBytes}`;
    await documentBytes(baselineUrl);
    const pages: TargetResult[] = PAGES.map((page) => ({ name: page.name, path: page.path, runs: [] }));
    const targets: { result: TargetResult; url: string; cookie?: string | undefined }[] = [
      { result: baseline, url: baselineUrl },
      ...pages.map((result, i) => ({ result, url: origin + result.path, cookie: cookieOf(PAGES[i]!) })),
    ];

    const chromium = await chromiumVersion();
    // Each round starts one target further along, so that no page always runs first or last.
    for (let round = 0; round < runs; round++) {
      for (let i = 0; i < targets.length; i++) {
        const target = targets[(i + round) % targets.length]!;
        console.error(`run ${round + 1}/${runs}: ${target.result.name} ${target.result.path}`);
        target.result.runs.push(await measure(target.url, target.cookie));
      }
    }
    printReport({
      chromium,
      lighthouse: lighthouseVersion,
      runs,
      baselineBytes,
      baseline,
      pages,
    });
    const scripts = routeScripts(`${WEB_BUILD_DIR}/client`);
    process.stdout.write(`${formatRouteScripts(scripts, SCRIPT_GOAL_BYTES)}\n`);
    process.stdout.write(`${JSON.stringify({ bench: 'web-js', routes: scripts })}\n`);
  } finally {
    await site?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
