import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LocaleCode } from '@jeton/domain';
import { BACKOFFICE_CSRF_HEADER } from '@jeton/domain/backoffice';
import {
  type APIRequestContext,
  type Cookie,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { TOTP } from 'otpauth';
import { en } from '../../apps/backoffice/app/i18n/en.js';
import { fr } from '../../apps/backoffice/app/i18n/fr.js';
import {
  DEMO_OPERATOR_PASSWORD,
  DEMO_OPERATOR_TOTP_SECRET,
} from '../../apps/server/src/modules/backoffice/demo-operators.js';
import { postApi, type RegisteredPlayer, register } from './api.js';
import { depositThroughSandbox } from './cashier.js';
import { test as base, expect } from './fixtures.js';

// The back office as an operator uses it (issue 15): the demo operators of the seed, their
// authenticator codes, and a player with a withdrawal waiting for a decision.

/** The back office's own catalogues, so that expected texts follow the copy. */
export const BO_MESSAGES = { en, fr } as const;

export type DemoOperator = 'admin' | 'finance' | 'support' | 'content' | 'trader' | 'readonly';

export function operatorEmail(operator: DemoOperator): string {
  return `${operator}@jeton.test`;
}

const TOTP_PERIOD_MS = 30_000;

/**
 * An authenticator code for `operator` that no other test has used. The server takes each 30-second
 * step once per operator and accepts one step of drift, so tests running in parallel (in other
 * worker processes) share a ledger of the steps they took, in a file beside the run, under a lock.
 * A step is the current one only; when it is taken the test waits for the next step.
 */
export async function operatorCode(operator: DemoOperator): Promise<string> {
  const step = await claimStep(operator);
  return new TOTP({ secret: DEMO_OPERATOR_TOTP_SECRET, digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: step * TOTP_PERIOD_MS,
  });
}

async function claimStep(operator: DemoOperator): Promise<number> {
  const run = (process.env.E2E_BASE_URL ?? 'local').replace(/\W+/g, '-');
  const ledger = path.join(tmpdir(), `jeton-e2e-totp-${run}.json`);
  const lock = `${ledger}.lock`;
  for (;;) {
    const taken = await withFileLock(lock, () => {
      const steps = existsSync(ledger)
        ? (JSON.parse(readFileSync(ledger, 'utf8')) as Record<string, number>)
        : {};
      const current = Math.floor(Date.now() / TOTP_PERIOD_MS);
      // Only the current step: a claimed next step could reach the server before an earlier claim
      // of the current one, which the server then refuses as older than the last step it took.
      const step = Math.max(current, (steps[operator] ?? 0) + 1);
      if (step > current) return null;
      writeFileSync(ledger, JSON.stringify({ ...steps, [operator]: step }));
      return step;
    });
    if (taken !== null) return taken;
    await sleep(TOTP_PERIOD_MS - (Date.now() % TOTP_PERIOD_MS) + 50);
  }
}

const STALE_LOCK_MS = 5_000;

/** When the lock file was made (now when it is already gone). */
function lockAge(lock: string): number {
  try {
    return statSync(lock).mtimeMs;
  } catch {
    return Date.now();
  }
}

async function withFileLock<T>(lock: string, work: () => T): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      // The lock is held for a file read and write: one older than seconds was left by a killed run.
      if (Date.now() - lockAge(lock) > STALE_LOCK_MS) rmSync(lock, { force: true });
      await sleep(20);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The back office's locale switch, remembered on the browser (apps/backoffice/app/i18n/i18n-context.tsx). */
const LOCALE_CHOICE_KEY = 'jeton_bo_locale';

/**
 * Each worker logs each operator in once, through the API, and its tests share that session: a
 * log-in costs an authenticator step, and a step is taken once per 30 s per operator, so a log-in
 * per test made the back-office tests wait for one another. The log-in form has its own test
 * (backoffice/accessibility.spec.ts, `throughForm`).
 */
const sessions = new Map<DemoOperator, Cookie[]>();

async function operatorSession(operator: DemoOperator): Promise<Cookie[]> {
  const known = sessions.get(operator);
  if (known) return known;
  const context = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const response = await context.post('/backoffice/api/auth/login', {
      data: {
        email: operatorEmail(operator),
        password: DEMO_OPERATOR_PASSWORD,
        totp: await operatorCode(operator),
      },
      headers: { [BACKOFFICE_CSRF_HEADER]: '1' },
    });
    if (!response.ok()) throw new Error(`${operator} could not log in: ${await response.text()}`);
    const { cookies } = await context.storageState();
    sessions.set(operator, cookies);
    return cookies;
  } finally {
    await context.dispose();
  }
}

/**
 * Opens `path` of the back office as `operator`, in `locale`: with the worker's session of that
 * operator, or `throughForm`: the app sends a guest to log-in, which brings the operator back to
 * `path` (the log-in page's switch, or the header's when the operator's own setting differs).
 */
export async function operatorLogsIn(
  page: Page,
  operator: DemoOperator,
  locale: LocaleCode,
  path = '/',
  { throughForm = false } = {},
): Promise<void> {
  if (!throughForm) {
    // The switch used on this browser wins over the operator's own setting, as for a person.
    await page.context().addInitScript(
      ([key, value]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      },
      [LOCALE_CHOICE_KEY, locale] as const,
    );
    await page.context().addCookies(await operatorSession(operator));
    await page.goto(`/backoffice${path}`);
    if (!new URL(page.url()).pathname.startsWith('/backoffice/login')) {
      await expect(page.getByRole('button', { name: BO_MESSAGES[locale].header.logOut })).toBeVisible();
      return;
    }
    // The shared session ended (idle for too long): a fresh log-in through the form.
    sessions.delete(operator);
    await page.context().clearCookies();
  }
  await logInThroughForm(page, operator, locale, path);
}

async function logInThroughForm(page: Page, operator: DemoOperator, locale: LocaleCode, path: string) {
  await page.goto(`/backoffice${path}`);
  await expect(page).toHaveURL(/\/backoffice\/login/);
  const current = (await page.locator('html').getAttribute('lang')) === 'fr' ? 'fr' : 'en';
  if (current !== locale) {
    await page.getByRole('button', { name: BO_MESSAGES[locale].locales[locale], exact: true }).click();
  }
  const t = BO_MESSAGES[locale].login;
  await page.getByLabel(t.email).fill(operatorEmail(operator));
  await page.getByLabel(t.password).fill(DEMO_OPERATOR_PASSWORD);
  await page.getByLabel(t.totp).fill(await operatorCode(operator));
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  // The app takes the operator's own language (finance's is French) unless the switch was used on
  // this browser: the header's switch brings the test's locale back.
  await expect(page.locator('main#main')).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) !== locale) {
    await page.getByRole('banner').getByRole('combobox').selectOption(locale);
  }
  await expect(page.getByRole('button', { name: BO_MESSAGES[locale].header.logOut })).toBeVisible();
}

/** Calls a back-office method with the page's operator session, as the app would (without the app). */
export function callBackoffice(request: APIRequestContext, method: string, body: Record<string, unknown>) {
  return request.post(`/backoffice/api/${method}`, {
    data: body,
    headers: { [BACKOFFICE_CSRF_HEADER]: '1' },
  });
}

export interface PlayerWithWithdrawal {
  uid: number;
  email: string;
  withdrawalId: number;
}

/**
 * A new player on `request` who deposited 200 EUR and asked to withdraw 60 EUR to an e-wallet: the
 * withdrawal waits for an operator.
 */
export async function playerRequestsWithdrawal(
  request: APIRequestContext,
  register: () => Promise<{ uid: number; login: string }>,
): Promise<PlayerWithWithdrawal> {
  const player = await register();
  await postApi(request, 'account/saveProfileInfo', {
    first_name: 'Wanda',
    last_name: 'Withdrawer',
    birth_date: '01.01.1990',
  });
  await depositThroughSandbox(request, 200);
  const withdrawal = await postApi<{ id: number }>(request, 'cashier/makewithdrawal', {
    method: 'ewallet',
    amount: '60',
    requisites: 'wallet@example.com',
  });
  return { uid: player.uid, email: player.login, withdrawalId: withdrawal.id };
}

export interface PlayerApi {
  /** A new EUR player, registered and logged in through the API in a context of their own (not the page's). */
  register: () => Promise<RegisteredPlayer>;
  /** A new player who deposited 200 EUR and asked to withdraw 60 EUR (playerRequestsWithdrawal). */
  requestWithdrawal: () => Promise<PlayerWithWithdrawal>;
}

/** The suite's fixtures, and `playerApi`: players acting through the API beside the operator's page. */
export const test = base.extend<{ playerApi: PlayerApi }>({
  playerApi: async ({ baseURL, clientIp }, use) => {
    const contexts: APIRequestContext[] = [];
    const newContext = async () => {
      const context = await playwrightRequest.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': clientIp },
      });
      contexts.push(context);
      return context;
    };
    await use({
      register: async () => register(await newContext()),
      requestWithdrawal: async () => {
        const context = await newContext();
        return playerRequestsWithdrawal(context, () => register(context));
      },
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },
});

export { expect };
