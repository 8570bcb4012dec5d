import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import type { Message } from '../api/child.js';
import type { LoadResult, LoadSlice } from '../api/load.js';
import { interleave } from '../api/schedule.js';
import { ChildGroup } from '../shared/child-group.js';
import { numberFromEnv } from '../shared/env.js';
import { ensureWebBuild, WEB_BUILD_DIR } from '../web/server.js';

// npm run bench:ssr — server-rendered game hall pages per second (HTTP GET /gamehall on the real
// server, 200 cards of a seeded catalogue, load from autocannon in its own process) beside
// renderToString of the same component tree with the same data, in the same run, in alternating
// slices. Then, in Chromium, the hall scrolled to the end of the large catalogue: how many cards
// are rendered at most (the virtual grid's bound is 1000). Exits non-zero on errors only.

/** One line of the report. */
function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

const seconds = numberFromEnv('BENCH_SECONDS', 8, 1);
const rounds = Math.round(numberFromEnv('BENCH_ROUNDS', 4, 1));
const warmupSeconds = numberFromEnv('BENCH_WARMUP_SECONDS', 3);
const connections = Math.round(numberFromEnv('BENCH_CONNECTIONS', 4, 1));
const extraGames = Math.round(numberFromEnv('BENCH_SSR_EXTRA_GAMES', 3000));
const browserCheck = process.env.BENCH_SSR_BROWSER !== '0';
/** Children run as in production: React and React Router pick their production builds from NODE_ENV. */
const children = new ChildGroup({ NODE_ENV: 'production' });
const start = children.start.bind(children);
const dataDir = mkdtempSync(path.join(tmpdir(), 'jeton-bench-ssr-'));
const cleanUp = async () => {
  await children.stopAll();
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

async function main(): Promise<void> {
  ensureWebBuild(console.error);
  const server = start('ssr server', '../ssr/server-process.ts', {
    BENCH_SSR_DATA_DIR: dataDir,
    BENCH_SSR_BUILD_DIR: WEB_BUILD_DIR,
    BENCH_SSR_EXTRA_GAMES: String(extraGames),
  });
  const { origin } = await server.receive<Message & { origin: string }>('ready');
  const url = `${origin}/gamehall`;
  const page = await fetch(url);
  const html = await page.text();
  const httpCards = html.split('class="game-card"').length - 1;
  if (page.status !== 200 || httpCards === 0)
    throw new Error(`GET /gamehall answered ${page.status} with ${httpCards} cards`);

  const renderer = start('renderer', '../ssr/render-process.ts', {
    BENCH_SSR_ORIGIN: origin,
    BENCH_SSR_BUILD_DIR: WEB_BUILD_DIR,
  });
  const rendered = await renderer.receive<Message & { cards: number; bytes: number }>('ready');
  const load = start('load generator', '../api/load.ts', {});
  await load.receive('ready');

  const httpSlice = async (name: string | undefined, length: number) => {
    const slice: LoadSlice = {
      ...(name ? { name } : {}),
      url,
      headers: { 'accept-encoding': 'gzip, br' },
      connections,
      seconds: length,
    };
    load.send({ type: 'run', slice });
    await load.receive('done');
  };
  let renders = 0;
  let renderSeconds = 0;
  const renderSlice = async (counted: boolean, length: number) => {
    renderer.send({ type: 'run', seconds: length });
    const done = await renderer.receive<Message & { renders: number; seconds: number }>('done');
    if (counted) {
      renders += done.renders;
      renderSeconds += done.seconds;
    }
  };

  print(`bench:ssr — ${url}, ${httpCards} cards server-rendered, ${rendered.cards} by renderToString`);
  print(
    `  ${rounds} rounds of ${seconds} s each side, after ${warmupSeconds} s of warm-up; ${connections} connections`,
  );
  if (warmupSeconds > 0) {
    await httpSlice(undefined, warmupSeconds);
    await renderSlice(false, warmupSeconds);
  }
  await interleave(
    rounds,
    () => httpSlice('ssr', seconds),
    () => renderSlice(true, seconds),
  );
  load.send({ type: 'summary', name: 'ssr' });
  const http = (await load.receive<Message & { result: LoadResult }>('summary')).result;
  const renderRate = renders / renderSeconds;
  const ratio = http.requestsPerSecond / renderRate;

  print('');
  print(
    `  HTTP GET /gamehall (SSR, loaders, API)   ${http.requestsPerSecond.toFixed(1).padStart(8)} pages/s   p50 ${http.latencyP50Ms.toFixed(1)} ms, p99 ${http.latencyP99Ms.toFixed(1)} ms, ${http.non2xx} non-2xx, ${http.errors} errors`,
  );
  print(
    `  renderToString, same document and data   ${renderRate.toFixed(1).padStart(8)} renders/s   ${(rendered.bytes / 1024).toFixed(0)} kB of HTML`,
  );
  print(
    `  ratio                                    ${(ratio * 100).toFixed(1).padStart(7)} %   (goal ≥ 50 %)`,
  );
  print(
    `  page size                                ${(Buffer.byteLength(html) / 1024).toFixed(0)} kB of HTML (uncompressed)`,
  );
  if (http.non2xx > 0 || http.errors > 0) process.exitCode = 1;

  if (browserCheck) await virtualisationCheck(origin, extraGames);
}

/** Scrolls the hall to its end in Chromium, counting the cards in the page at each step. */
async function virtualisationCheck(origin: string, extra: number): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}/gamehall`, { waitUntil: 'networkidle' });
    let mostRendered = 0;
    let lastSysname = '';
    let reachedEnd = false;
    for (let step = 0; step < 400; step++) {
      const state = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const cards = document.querySelectorAll('.game-card');
        return {
          rendered: cards.length,
          last: cards[cards.length - 1]?.getAttribute('data-sysname') ?? '',
          more: document.querySelector('.game-grid-footer button') !== null,
          loading: document.querySelector('.game-grid-footer [aria-live], .game-grid-status') !== null,
        };
      });
      mostRendered = Math.max(mostRendered, state.rendered);
      reachedEnd = !state.more && !state.loading && state.last === lastSysname;
      if (reachedEnd) break;
      lastSysname = state.last;
      await page.waitForTimeout(150);
    }
    const total = await page.locator('.game-grid-count').textContent();
    print(
      `  virtual grid: ${total?.trim()} (${extra} generated), ${reachedEnd ? `all loaded by scrolling to the end (last: ${lastSysname})` : 'NOT all loaded'}, at most ${mostRendered} cards in the page at once (bound 1000)`,
    );
  } finally {
    await browser.close();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => void cleanUp());
