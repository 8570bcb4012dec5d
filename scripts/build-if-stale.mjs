#!/usr/bin/env node
// Builds the web app, the back office and the server when a build is missing or older than its sources: what the
// server needs to start (`npm start`, the end-to-end tests). Run as a script or import buildIfStale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'apps/server/src',
  'apps/web/app',
  'apps/backoffice/app',
  'packages/domain/src',
  'packages/db/src',
  'packages/games/src',
];
const OUTPUTS = [
  'apps/server/dist/main.js',
  'apps/web/build/server/index.js',
  'apps/backoffice/build/client/index.html',
];

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const outputs = OUTPUTS.map((o) => path.join(root, o));
  if (outputs.some((o) => !existsSync(o))) return true;
  const built = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Runs `npm run build` if needed; answers the exit status (0 when nothing had to be done). */
export function buildIfStale() {
  if (!needsBuild()) return 0;
  console.info('Building Jeton (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  return build.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildIfStale());
}
