import { withoutInlinedStyles } from '../../apps/web/app/rendering/inline-stylesheets.js';
import { BASELINE_PATH } from './baseline.js';
import { chromiumVersion, lighthouseVersion, measure } from './lighthouse.js';
import { demoPlayerCookie, PAGES } from './pages.js';
import { printReport, type TargetResult } from './report.js';
import { formatRouteScripts, routeScripts, SCRIPT_GOAL_BYTES } from './route-scripts.js';
import { ensureWebBuild, type RunningSite, startSite, WEB_BUILD_DIR } from './server.js';

// npm run bench:web — Lighthouse (mobile preset) on the home page, the game hall, a game page and
// the cashier (those two as the demo player, who gets the game's client in the frame), in English
// and under /fr, beside a static baseline page served by the same server in the same run (see
// docs/benchmarks.md); then the JavaScript each of those routes loads, summed from the build.
// Exits non-zero on errors only, never because a figure is worse than a goal.

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
