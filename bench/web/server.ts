import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Child, type Message } from '../api/child.js';

// Starts the production site for bench:web and the screenshots script: the web app built if its
// build is missing, the server in a child process on a fresh PGlite in a temporary DATA_DIR. Every
// stop (normal end, error, Ctrl-C) stops the child and removes the directory.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_BUILD_DIR = path.join(root, 'apps/web/build');

export interface RunningSite {
  /** http://127.0.0.1:port */
  origin: string;
  stop(): Promise<void>;
}

/** Builds the web app when its server or client build is missing. */
export function ensureWebBuild(log: (line: string) => void): void {
  const built = ['server/index.js', 'client'].every((p) => existsSync(path.join(WEB_BUILD_DIR, p)));
  if (built) return;
  log('building the web app (apps/web/build is missing)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@jeton/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`web app build failed (exit ${build.status})`);
}

const cleanups = new Set<() => Promise<void>>();

/** Runs on Ctrl-C or a kill, once: whatever is still running is stopped before leaving. */
function onInterrupt(signal: NodeJS.Signals): void {
  console.error(`${signal}: stopping the server and removing temporary files`);
  void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).finally(() => process.exit(130));
}
let interruptsHandled = false;

/** Registers something to undo on Ctrl-C (a browser, a directory); answers the function that unregisters it. */
export function cleanUpOnInterrupt(cleanup: () => Promise<void>): () => void {
  if (!interruptsHandled) {
    interruptsHandled = true;
    process.once('SIGINT', onInterrupt);
    process.once('SIGTERM', onInterrupt);
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function startSite(): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jeton-bench-web-'));
  let child: Child | null = null;
  const stop = async () => {
    forget();
    await child?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const forget = cleanUpOnInterrupt(stop);
  try {
    child = new Child('web server', '../web/server-process.ts', {
      BENCH_WEB_DATA_DIR: dataDir,
      BENCH_WEB_BUILD_DIR: WEB_BUILD_DIR,
    });
    const ready = await child.receive<Message & { origin: string }>('ready');
    return { origin: ready.origin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
