import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.js';

// The player site's end-to-end tests, against the production build started by global-setup.ts.
// See e2e/README.md.

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  // Two cores are shared with other work: two workers at most.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  // One retry (decision 0079): a test that passes only on it is named in the summary as flaky, to be
  // fixed; one that fails twice fails the run. E2E_RETRIES=0 shows every first failure.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  // A test walks a few pages and runs axe on each: on two cores shared with a build or a second
  // worker's Chromium, that has taken 30-40 s (stop 24), so the limit leaves room for it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results/e2e',
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    // Set by the global setup; Playwright re-reads this file in each worker, which inherits it.
    baseURL: process.env.E2E_BASE_URL,
    // A desktop Chrome's user agent: headless Chromium's own names it a bot, and bots skip locale detection.
    ...devices['Desktop Chrome'],
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium: Playwright never downloads a browser here.
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'player-site',
      testMatch: '*.spec.ts',
      testIgnore: ['site-settings/**', 'backoffice/**'],
      fullyParallel: true,
    },
    {
      // The operators' back office under /backoffice (issue 15).
      name: 'backoffice',
      testDir: './backoffice',
      testMatch: '*.spec.ts',
      fullyParallel: true,
    },
    {
      // Specs that change what every visitor or new player meets (maintenance, General info, an offer
      // granted at registration): after all the others, one at a time.
      name: 'site-settings',
      testDir: './site-settings',
      testMatch: '*.spec.ts',
      dependencies: process.env.E2E_ALONE ? [] : ['player-site', 'backoffice'],
      fullyParallel: false,
      workers: 1,
    },
  ],
});
