import type { AccountInfo } from '@jeton/domain';
import { test as base, expect, request as playwrightRequest } from '@playwright/test';
import { AdminApi } from './admin.js';
import {
  type Credentials,
  DEMO_PLAYER,
  logIn,
  logOut,
  newCredentials,
  type RegisteredPlayer,
  register,
  registerWithUnconfirmedEmail,
} from './api.js';
import { waitForHydration } from './site.js';

/** A session in the test page's browser context, set up through the API instead of the dialogs. */
export interface PlayerSession {
  /** Logs in (the demo player by default); the `sid` cookie lands in the page's context. */
  logIn(credentials?: Credentials): Promise<AccountInfo>;
  /** Registers a new player and logs them in, in the page's context. */
  register(credentials?: Credentials): Promise<RegisteredPlayer>;
  /** Registers a phone player who then added an email, not confirmed yet (support/api.ts). */
  registerWithUnconfirmedEmail(): Promise<RegisteredPlayer & { email: string }>;
  logOut(): Promise<void>;
}

export interface Fixtures {
  /**
   * This test's client address, sent as X-Forwarded-For (the test server trusts it), so per-IP rate
   * limits and log-in throttling never mix the calls of different tests.
   */
  clientIp: string;
  session: PlayerSession;
  /** Registers a player apart from the page (its context stays a guest's): for logging in through the UI. */
  createPlayer(credentials?: Credentials): Promise<RegisteredPlayer>;
}

export interface WorkerFixtures {
  admin: AdminApi;
}

let addresses = 0;

export const test = base.extend<Fixtures, WorkerFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientIp: async ({}, use, testInfo) => {
    addresses += 1;
    // 10.{worker}.{n}.{n}: unique across the run, since worker indexes are never reused.
    await use(`10.${testInfo.workerIndex % 256}.${(addresses >> 8) & 255}.${addresses & 255}`);
  },
  // `goto` and `reload` answer once the page is hydrated, as a player would see it working; without
  // JavaScript (a crawler's view) there is nothing to wait for.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) {
      await use(page);
      return;
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientIp });
  },
  session: async ({ page }, use) => {
    await use({
      logIn: (credentials = DEMO_PLAYER) => logIn(page.request, credentials),
      register: (credentials = newCredentials()) => register(page.request, credentials),
      registerWithUnconfirmedEmail: () => registerWithUnconfirmedEmail(page.request),
      logOut: async () => {
        await logOut(page.request);
      },
    });
  },
  createPlayer: async ({ baseURL, clientIp }, use) => {
    const context = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    await use((credentials = newCredentials()) => register(context, credentials));
    await context.dispose();
  },
  admin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const admin = await AdminApi.open(requiredEnv('E2E_BASE_URL'), requiredEnv('E2E_ADMIN_TOKEN'));
      await use(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through e2e/playwright.config.ts`);
  return value;
}
