#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the server.
// The server migrates the database and seeds the demo data itself on first run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const built = buildIfStale();
if (built !== 0) process.exit(built);

const server = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'production',
      DEV_OUTBOX: 'true',
      PSP_SANDBOX: 'true',
      KYC_SANDBOX: 'true',
      SIGNIN_SANDBOX: 'true',
      SPORTS_FEED_SANDBOX: 'true',
      ...process.env,
    },
  },
);
process.exit(server.status ?? 0);
