#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the server and, beside
// it, the sandbox remote studio (apps/remote-studio, decision 0095) with the same signing secret.
// The server migrates the database and seeds the demo data itself on first run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const built = buildIfStale();
if (built !== 0) process.exit(built);

// STUDIO_SANDBOX=false runs the server alone; its outside studios then show their plain page.
const withStudio = process.env.STUDIO_SANDBOX !== 'false' && process.env.STUDIO_SANDBOX !== '0';
const studioPort = process.env.REMOTE_STUDIO_PORT ?? '3100';
// Each studio the sandbox plays has a secret of its own, as real studios would (decision 0096).
const sandboxStudios = ['northern-lights', 'golden-scarab', 'red-panda', 'quantum-arcade'];
const studioSecret = sandboxStudios.map((studio) => `${studio}=${randomBytes(32).toString('hex')}`).join(',');
const studioEnv = withStudio
  ? {
      STUDIO_SANDBOX: 'true',
      STUDIO_SANDBOX_URL: `http://127.0.0.1:${studioPort}`,
      STUDIO_SANDBOX_STUDIOS: sandboxStudios.join(','),
      WALLET_STUDIO_SECRETS: [process.env.WALLET_STUDIO_SECRETS, studioSecret].filter(Boolean).join(','),
    }
  : {};

const server = spawn(
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
      ...studioEnv,
    },
  },
);

const studio = withStudio
  ? spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/remote-studio/src/main.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        REMOTE_STUDIO_PORT: studioPort,
        REMOTE_STUDIO_SECRETS: studioSecret,
        REMOTE_STUDIO_DATA_DIR: path.join(process.env.DATA_DIR ?? 'data', 'remote-studio'),
        JETON_WALLET_URL: `http://127.0.0.1:${process.env.PORT ?? '3000'}`,
      },
    })
  : null;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
    studio?.kill(signal);
  });
}
server.on('exit', (code) => {
  studio?.kill('SIGTERM');
  process.exit(code ?? 0);
});
studio?.on('exit', (code) => {
  if (code)
    console.error(`the sandbox remote studio stopped (${code}); its games show the error-in-slot page`);
});
