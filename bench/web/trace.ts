import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_PATH } from '../../scripts/chromium.js';
import { demoPlayerCookie, PAGES } from './pages.js';
import { ensureWebBuild, startSite, WEB_BUILD_DIR } from './server.js';

// `npm run bench:web:trace`: the long tasks of each bench:web page, read from a Chromium performance
// trace with the CPU slowed down four times (Lighthouse's mobile factor) and a phone's screen. Where
// Lighthouse gives one total blocking time, this names the tasks: when each ran, how long, and what
// it spent its time on (script by file, style, layout, paint, parsing, garbage collection). Runs are
// repeated (BENCH_TRACE_RUNS, 3 by default); BENCH_TRACE_DIR keeps each trace (JSON, opens in the
// DevTools Performance panel). Timings move with the machine's load: compare which tasks exist.

const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 3);
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;
/** BENCH_TRACE_PROFILE=1: where each long task's time went, by function (named by source maps when built with them). */
const PROFILE_DETAIL = process.env.BENCH_TRACE_PROFILE === '1';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; frame?: string };
}

interface LongTask {
  ts: number;
  end: number;
  startMs: number;
  durationMs: number;
  parts: Map<string, number>;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

function part(event: TraceEvent): string | null {
  const data = event.args?.data ?? {};
  const file = (url: unknown) =>
    typeof url === 'string' ? path.basename(url.split('?')[0] ?? '') || url : '?';
  switch (event.name) {
    case 'FunctionCall':
      return `script ${file(data.url)}`;
    case 'EvaluateScript':
      return `evaluate ${file(data.url)}`;
    case 'v8.evaluateModule':
      return 'evaluate module';
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return 'compile';
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'FireIdleCallback':
      return null;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return 'GC';
    default:
      return null;
  }
}

/** The renderer main thread's top-level tasks of 50 ms and more, with their parts. */
export function longTasks(events: TraceEvent[]): { fcpMs: number | null; tasks: LongTask[] } {
  const threadNames = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame,
  );
  const main = navigation
    ? { pid: navigation.pid, tid: navigation.tid }
    : threadNames.find((e) => e.args?.name === 'CrRendererMain');
  if (!main || !navigation) return { fcpMs: null, tasks: [] };
  const origin = navigation.ts;
  const fcp = events.find(
    (e) =>
      e.name === 'firstContentfulPaint' &&
      e.pid === main.pid &&
      (e.args?.frame ?? '') === (navigation.args?.frame ?? ''),
  );
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const tasks: LongTask[] = [];
  for (const task of onMain) {
    if (!TASK_NAMES.has(task.name) || task.ts < origin) continue;
    const duration = (task.dur ?? 0) / 1000;
    if (duration < LONG_TASK_MS) continue;
    const end = task.ts + (task.dur ?? 0);
    // Each part is counted at its outermost event inside the task (self time would need the profiler).
    const parts = new Map<string, number>();
    let coveredUntil = task.ts;
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts >= end || event === task) continue;
      const name = part(event);
      if (!name || event.ts < coveredUntil) continue;
      parts.set(name, (parts.get(name) ?? 0) + (event.dur ?? 0) / 1000);
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    tasks.push({ ts: task.ts, end, startMs: (task.ts - origin) / 1000, durationMs: duration, parts });
  }
  return { fcpMs: fcp ? (fcp.ts - origin) / 1000 : null, tasks };
}

interface ProfileNode {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();

/** A frame's name in the sources, when the build has source maps (JETON_WEB_SOURCEMAP=1). */
function frameName(frame: ProfileNode['callFrame']): { name: string; source: string } {
  const file = frame.url ? path.basename(new URL(frame.url, 'http://x').pathname) : '';
  let consumer = consumers.get(file);
  if (consumer === undefined) {
    const map = path.join(WEB_BUILD_DIR, 'client/assets', `${file}.map`);
    consumer = file && existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null;
    consumers.set(file, consumer);
  }
  if (consumer) {
    const at = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (at.source) {
      const source = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
      return { name: at.name ?? frame.functionName ?? '(anonymous)', source: `${source}:${at.line}` };
    }
  }
  return { name: frame.functionName || '(anonymous)', source: file || frame.url || '(native)' };
}

/** Where a long task's samples were: the leaf functions, and the innermost frame of the app's own code. */
function taskProfile(
  profile: Profile,
  task: LongTask,
): { leaves: Map<string, number>; app: Map<string, number> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const leaves = new Map<string, number>();
  const app = new Map<string, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i] ?? 0;
    if (time < task.ts || time > task.end) continue;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    let node = byId.get(profile.samples[i]!);
    if (!node) continue;
    const leaf = frameName(node.callFrame);
    let leafKey = `${leaf.name} (${leaf.source})`;
    // A built-in (appendChild, fetch…) is named with the function that called it.
    const caller = !node.callFrame.url && parents.has(node.id) ? byId.get(parents.get(node.id)!) : undefined;
    if (caller?.callFrame.url) {
      const by = frameName(caller.callFrame);
      leafKey += ` ← ${by.name} (${by.source})`;
    }
    leaves.set(leafKey, (leaves.get(leafKey) ?? 0) + ms);
    // The innermost frame of the app's own code (app/…), else the innermost with a name.
    let appKey: string | null = null;
    while (node) {
      const frame = frameName(node.callFrame);
      if (frame.source.startsWith('app/')) {
        appKey = `${frame.name} (${frame.source})`;
        break;
      }
      const parent = parents.get(node.id);
      node = parent === undefined ? undefined : byId.get(parent);
    }
    const key = appKey ?? '(no app frame)';
    app.set(key, (app.get(key) ?? 0) + ms);
  }
  return { leaves, app };
}

function top(map: Map<string, number>, count: number): string {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, ms]) => ms >= 1)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join('; ');
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main() {
  ensureWebBuild(console.error);
  const site = await startSite();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const cookie = await demoPlayerCookie(site.origin);
    for (let run = 1; run <= RUNS; run++) {
      for (const page of PAGES) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        if (page.player) {
          const [name, value] = cookie.split('=') as [string, string];
          await context.addCookies([{ name, value, url: site.origin }]);
        }
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
        const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
        await cdp.send('Tracing.start', {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink.user_timing',
            'loading',
            'v8',
            'v8.execute',
            '__metadata',
          ].join(','),
          transferMode: 'ReportEvents',
        });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
        await cdp.send('Profiler.start');
        await tab.goto(site.origin + page.path, { waitUntil: 'load' });
        // No script of the test tool runs in the page while it is traced (it would show as a task):
        // a fixed wait, long enough for the after-hydration effects at this CPU speed.
        await tab.waitForTimeout(5000);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        await cdp.send('Tracing.end');
        await done;
        await context.close();
        if (TRACE_DIR) {
          mkdirSync(TRACE_DIR, { recursive: true });
          const file = `${run}-${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`;
          writeFileSync(path.join(TRACE_DIR, file), JSON.stringify({ traceEvents: events }));
        }
        const { fcpMs, tasks } = longTasks(events);
        const blocking = tasks
          .filter((t) => fcpMs === null || t.startMs >= fcpMs)
          .reduce((sum, t) => sum + t.durationMs - LONG_TASK_MS, 0);
        say(
          `${page.path} run ${run}: FCP ${fcpMs?.toFixed(0) ?? '?'} ms, ${tasks.length} long tasks, blocking ${blocking.toFixed(0)} ms after FCP`,
        );
        for (const task of tasks) {
          const parts = [...task.parts.entries()]
            .filter(([, ms]) => ms >= 2)
            .sort((a, b) => b[1] - a[1])
            .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
            .join(', ');
          say(`  at ${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(0)} ms  (${parts})`);
          if (PROFILE_DETAIL) {
            const { leaves, app } = taskProfile(profile, task);
            say(`      leaves: ${top(leaves, 8)}`);
            say(`      app:    ${top(app, 6)}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
