#!/usr/bin/env node
// `npm test`: builds the site, then the Vitest suites, then the end-to-end suite. Both suites run
// even when the first fails, so each prints its summary line; any failure fails the command.
// Arguments go to Vitest (`npm test -- --project server`); `npm run test:e2e -- <file>` runs some specs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (args) => spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const build = run(['run', 'build']);
if (build !== 0) process.exit(build);
// Written by scripts/vitest-summary-reporter.ts; printed again last, where CI's tail shows it.
const failuresFile = path.join(root, 'test-results', 'vitest-failures.txt');
rmSync(failuresFile, { force: true });
const vitest = run(['exec', '--', 'vitest', 'run', ...process.argv.slice(2)]);
const e2e = run(['run', 'test:e2e']);
if (vitest !== 0) {
  const failures = existsSync(failuresFile) ? readFileSync(failuresFile, 'utf8').trim() : '';
  process.stdout.write(`\n${failures || 'Vitest failed before it could report its failures.'}\n`);
}
process.exit(vitest !== 0 ? vitest : e2e);
