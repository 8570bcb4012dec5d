import { configDefaults, defineConfig } from 'vitest/config';
import { chooseTestDatabase, TEST_POSTGRES_URL } from './scripts/test-database.js';
import SummaryReporter from './scripts/vitest-summary-reporter.js';

const forced = Boolean(process.env.JETON_TEST_DATABASE);
const serverDatabase = await chooseTestDatabase();
// Read by the server tests' global set-up (this process) and by their workers.
process.env.JETON_TEST_DATABASE = serverDatabase;
process.stdout.write(
  serverDatabase === 'postgres'
    ? `Server tests on PostgreSQL at ${TEST_POSTGRES_URL}${forced ? '' : ' (JETON_TEST_DATABASE=pglite for embedded PGlite)'}\n`
    : `Server tests on embedded PGlite${forced ? '' : `: no PostgreSQL answers at ${TEST_POSTGRES_URL}`}\n`,
);

export default defineConfig({
  test: {
    passWithNoTests: true,
    reporters: [...configDefaults.reporters, new SummaryReporter()],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'db',
          // The PostgreSQL deadlock test runs where the server's tests do (JETON_TEST_DATABASE).
          include: ['packages/db/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'games',
          include: ['packages/games/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          // bench/web: checks of the web app's build (run after `npm test`'s build).
          include: ['apps/web/app/**/*.test.ts', 'bench/web/**/*.test.ts'],
          // Every locale's catalogue, as the server has them (the browser loads one per page).
          setupFiles: ['apps/web/app/i18n/all-catalogues.ts'],
        },
      },
      {
        test: {
          // The end-to-end suite's own helpers (its reporter's arithmetic), not its specs.
          name: 'e2e-support',
          include: ['e2e/support/**/*.test.ts'],
        },
      },
      {
        test: {
          // The sandbox remote studio's own units (its maths, signing, replay guard).
          name: 'remote-studio',
          include: ['apps/remote-studio/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'backoffice',
          include: ['apps/backoffice/app/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          setupFiles: ['apps/server/src/testing/setup.ts'],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // One module graph per worker, not per file: importing the server's graph again for each of
          // ~150 files was a third of the suite's CPU time. Files share no state but their own app.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
