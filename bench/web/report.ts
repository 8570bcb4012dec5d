import type { PageFigures } from './lighthouse.js';

// The table and the JSON line of bench:web. Pages' LCP and TBT are shown beside the baseline's,
// measured in the same run (a ratio for LCP; a difference for TBT, which is zero on the baseline).

export interface TargetResult {
  name: string;
  path: string;
  runs: PageFigures[];
}

export interface WebReport {
  chromium: string;
  lighthouse: string;
  runs: number;
  baselineBytes: number;
  baseline: TargetResult;
  pages: TargetResult[];
}

type Median = Omit<PageFigures, 'opportunities'>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medians(runs: PageFigures[]): Median {
  const of = (key: keyof Median) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    scriptBytes: of('scriptBytes'),
    stylesheetBytes: of('stylesheetBytes'),
    documentBytes: of('documentBytes'),
    totalBytes: of('totalBytes'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
const signedMillis = (ms: number) => `${ms < 0 ? '−' : '+'}${millis(Math.abs(ms))}`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export function printReport(r: WebReport): void {
  const base = medians(r.baseline.runs);
  const header = [
    'page'.padEnd(34),
    'score'.padStart(5),
    'LCP'.padStart(9),
    '× base'.padStart(8),
    'TBT'.padStart(8),
    'Δ base'.padStart(9),
    'CLS'.padStart(7),
    'JS'.padStart(10),
    'CSS'.padStart(9),
    'HTML'.padStart(9),
    'total'.padStart(10),
  ].join(' ');
  const row = (target: TargetResult, m: Median, isBaseline: boolean) =>
    [
      `${target.name} ${target.path}`.padEnd(34),
      String(m.score).padStart(5),
      seconds(m.lcpMs).padStart(9),
      (isBaseline ? '' : `×${(m.lcpMs / base.lcpMs).toFixed(2)}`).padStart(8),
      millis(m.tbtMs).padStart(8),
      (isBaseline ? '' : signedMillis(m.tbtMs - base.tbtMs)).padStart(9),
      m.cls.toFixed(3).padStart(7),
      kB(m.scriptBytes).padStart(10),
      kB(m.stylesheetBytes).padStart(9),
      kB(m.documentBytes).padStart(9),
      kB(m.totalBytes).padStart(10),
    ].join(' ');
  const pages = r.pages.map((page) => ({ page, m: medians(page.runs) }));
  const opportunities = [...new Set(r.pages.flatMap((p) => p.runs.flatMap((run) => run.opportunities)))];
  const lines = [
    `bench:web (Lighthouse ${r.lighthouse}, mobile preset with simulated throttling; ${r.chromium}; ${r.runs === 1 ? 'one run' : `median of ${r.runs} runs`})`,
    header,
    row(r.baseline, base, true),
    ...pages.map(({ page, m }) => row(page, m, false)),
    `  (baseline: static HTML of ${kB(r.baselineBytes)} from the same server, no JavaScript, CSS, image or font;`,
    "   × base: LCP over the baseline's; Δ base: TBT minus the baseline's; bytes transferred.)",
  ];
  if (opportunities.length > 0) lines.push(`  Lighthouse opportunities: ${opportunities.join('; ')}`);

  const figures = (m: Median) => ({
    score: m.score,
    lcpMs: Math.round(m.lcpMs),
    tbtMs: Math.round(m.tbtMs),
    cls: round(m.cls, 4),
    fcpMs: Math.round(m.fcpMs),
    scriptBytes: m.scriptBytes,
    stylesheetBytes: m.stylesheetBytes,
    documentBytes: m.documentBytes,
    totalBytes: m.totalBytes,
  });
  const json = {
    bench: 'web',
    lighthouse: r.lighthouse,
    chromium: r.chromium,
    preset: 'mobile',
    runs: r.runs,
    baselineBytes: r.baselineBytes,
    baseline: figures(base),
    pages: pages.map(({ page, m }) => ({
      name: page.name,
      path: page.path,
      ...figures(m),
      lcpRatio: round(m.lcpMs / base.lcpMs, 3),
      tbtOverBaselineMs: Math.round(m.tbtMs - base.tbtMs),
    })),
  };
  process.stdout.write(`${lines.join('\n')}\n${JSON.stringify(json)}\n`);
}
