import { BASELINE_PATH } from './baseline.js';
import { chromiumVersion, lighthouseVersion, measure } from './lighthouse.js';
import { printReport, type TargetResult } from './report.js';
import { ensureWebBuild, type RunningSite, startSite } from './server.js';

// npm run bench:web — Lighthouse (mobile preset) on the home page and the game hall, in English
// and under /fr, beside a static baseline page served by the same server in the same run (see
// docs/benchmarks.md). Exits non-zero on errors only, never because a figure is worse than a goal.

export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'game hall', path: '/gamehall' },
  { name: 'home', path: '/fr' },
  { name: 'game hall', path: '/fr/gamehall' },
];

function runsFromEnv(): number {
  const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_WEB_RUNS must be a whole number ≥ 1');
  return runs;
}

/** The page's HTML size, after checking that it loads (Lighthouse would measure an error page too). */
async function documentBytes(url: string): Promise<number> {
  const response = await fetch(url, { redirect: 'manual' });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return body.byteLength;
}

async function main(): Promise<void> {
  const runs = runsFromEnv();
  ensureWebBuild(console.error);
  let site: RunningSite | null = null;
  try {
    site = await startSite();
    const origin = site.origin;
    const sizes = await Promise.all(PAGES.map((page) => documentBytes(origin + page.path)));
    // The largest page's HTML, so the baseline's document costs the network at least as much.
    const baselineBytes = Math.max(...sizes);
    const baseline: TargetResult = {
      name: 'baseline',
      path: `(${Math.round(baselineBytes / 1000)} kB)`,
      runs: [],
    };
    const baselineUrl = `${origin}${BASELINE_PATH}?bytes=${baselineBytes}`;
    await documentBytes(baselineUrl);
    const pages: TargetResult[] = PAGES.map((page) => ({ ...page, runs: [] }));
    const targets = [
      { result: baseline, url: baselineUrl },
      ...pages.map((result) => ({ result, url: origin + result.path })),
    ];

    const chromium = await chromiumVersion();
    // Each round starts one target further along, so that no page always runs first or last.
    for (let round = 0; round < runs; round++) {
      for (let i = 0; i < targets.length; i++) {
        const target = targets[(i + round) % targets.length]!;
        console.error(`run ${round + 1}/${runs}: ${target.result.name} ${target.result.path}`);
        target.result.runs.push(await measure(target.url));
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
