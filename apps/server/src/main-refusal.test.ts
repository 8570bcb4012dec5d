import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// The server process itself, started as an operator would on a public address (issue 28): demo
// data there would let `demo@jeton.test` / `demo1234` into a real-money site.

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

it('refuses to start on a public address with SEED_DEMO_DATA=true, naming the setting', () => {
  const started = spawnSync(process.execPath, ['--import', 'tsx', main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://casino.example.com',
      SEED_DEMO_DATA: 'true',
      // Never reached: the configuration is refused before the database is opened.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(started.status).toBe(1);
  expect(started.stderr).toContain('SEED_DEMO_DATA (demo data) is only for a demo');
  expect(started.stderr).toContain('SEED_DEMO_DATA=false');
});
