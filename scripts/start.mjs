#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the server.
// The server migrates the database and seeds the demo data itself on first run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'apps/server/src',
  'apps/web/app',
  'packages/domain/src',
  'packages/db/src',
  'packages/games/src',
];
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/build/server/index.js'];

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

if (needsBuild()) {
  console.info('Building Jeton (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', DEV_OUTBOX: 'true', ...process.env },
  },
);
process.exit(server.status ?? 0);
