import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { cleanUpOnInterrupt } from './server.js';

// One Lighthouse run of one page: the default config (mobile form factor, simulated throttling),
// performance category only, each in a Chromium of its own, as Lighthouse's CLI does: a browser
// shared between runs sometimes loses the trace (NO_NAVSTART).

export interface PageFigures {
  /** 0–100 */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  scriptBytes: number;
  stylesheetBytes: number;
  documentBytes: number;
  totalBytes: number;
  /** The audits that found savings (titles), for a look at what to improve. */
  opportunities: string[];
}

/** Runtime errors after which Lighthouse itself says to run it again. */
const TRANSIENT = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'PROTOCOL_TIMEOUT', 'NO_TRACING_STARTED']);

export class LighthouseError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

async function withChromium<T>(work: (chrome: LaunchedChrome) => Promise<T>): Promise<T> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    // Our own interrupt handler kills it, then stops the server and removes temporary files.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const kill = async () => chrome.kill();
  const forget = cleanUpOnInterrupt(kill);
  try {
    return await work(chrome);
  } finally {
    forget();
    chrome.kill();
  }
}

/** BENCH_WEB_REPORT_DIR=dir keeps every run's full Lighthouse result (JSON), to see what costs time. */
const reportDir = process.env.BENCH_WEB_REPORT_DIR;
let reportsSaved = 0;

function saveReport(dir: string, url: string, lhr: object): void {
  mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  reportsSaved += 1;
  writeFileSync(path.join(dir, `${String(reportsSaved).padStart(2, '0')}-${page}.json`), JSON.stringify(lhr));
}

export async function chromiumVersion(): Promise<string> {
  return withChromium(async (chrome) => {
    const answer = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    return ((await answer.json()) as { Browser: string }).Browser;
  });
}

export const lighthouseVersion = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version;

/** Measures once; a transient Lighthouse failure is retried once, in a new browser. */
export async function measure(url: string, cookie?: string): Promise<PageFigures> {
  try {
    return await measureOnce(url, cookie);
  } catch (error) {
    if (!(error instanceof LighthouseError && error.transient)) throw error;
    console.error(`  ${error.message}; running it again`);
    return measureOnce(url, cookie);
  }
}

/** `cookie`: sent with every request of the run (a player's session, for the cashier). */
async function measureOnce(url: string, cookie?: string): Promise<PageFigures> {
  return withChromium(async (chrome) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new LighthouseError(`Lighthouse gave no result for ${url}`, false);
    const { lhr } = result;
    if (reportDir) saveReport(reportDir, url, lhr);
    if (lhr.runtimeError) {
      const { code, message } = lhr.runtimeError;
      throw new LighthouseError(`Lighthouse on ${url}: ${code} ${message}`, TRANSIENT.has(code));
    }
    const audits = lhr.audits;
    const numeric = (id: string): number => {
      const value = audits[id]?.numericValue;
      if (typeof value !== 'number')
        throw new LighthouseError(`Lighthouse on ${url}: no value for ${id}`, false);
      return value;
    };
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number')
      throw new LighthouseError(`Lighthouse on ${url}: no performance score`, false);
    const summary =
      (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
        ?.items ?? [];
    const transferred = (type: string) =>
      summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    const opportunities = Object.values(audits)
      .filter((audit) => audit.details?.type === 'opportunity' && audit.score !== null && audit.score < 0.9)
      .map((audit) => audit.title);
    return {
      score: Math.round(score * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      scriptBytes: transferred('script'),
      stylesheetBytes: transferred('stylesheet'),
      documentBytes: transferred('document'),
      totalBytes: transferred('total'),
      opportunities,
    };
  });
}
