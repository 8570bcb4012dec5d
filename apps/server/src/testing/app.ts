import { type DatabaseHandle, schema } from '@jeton/db';
import { API_VERSION, SESSION_COOKIE_NAME } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, servicesOf } from '../app.js';
import { type Clock, ManualClock } from '../clock.js';
import { type Config, loadConfig } from '../config.js';
import { seedDemoData } from '../seed/demo-data.js';
import { createServices, type Services } from '../services.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  clock: ManualClock;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database, with cheap password hashing, silent logs, a manual clock
 * and generous rate limits (tests that check the limits lower them through `environment`); every API
 * answer is parsed with its method's output schema, so a handler that strays from it fails the test. The job
 * runner is not started: a test that needs it calls `startJobs(services, log)` (wiring/start-jobs.ts).
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  /** A database of the test's own (PostgreSQL for concurrency tests); a fresh one by default. */
  given?: TestDatabase,
): Promise<TestApp> {
  const database = given ?? (await createTestDatabase());
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
    PUBLIC_URL: 'http://localhost:3000',
    // Every answer a test receives is checked against its method's declared schema.
    VALIDATE_API_ANSWERS: 'true',
    ...environment,
  });
  const clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
  const services = createServices(config, database, clock as Clock);
  await seedDemoData(services);
  const app = await buildApp(services);
  await app.ready();
  return {
    app,
    services,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface CallOptions {
  cookie?: string | undefined;
  locale?: string;
  headers?: Record<string, string>;
  /** Sent as the raw query string instead of params (GET) — for malformed-input tests. */
  version?: string | null;
  /** The client address the server sees (per-IP limits, log-in throttling, guests' idempotency keys). */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  body: {
    data?: unknown;
    error?: { type: string; message: string; code?: string; data?: Record<string, unknown> };
  };
  /** The session cookie set by the answer, if any. */
  sessionCookie: string | undefined;
  response: LightMyRequestResponse;
}

/** Calls a product API method the way the web client does: query for GET, form data for POST. */
export async function callApi(
  app: FastifyInstance,
  verb: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number | boolean | undefined> = {},
  options: CallOptions = {},
): Promise<CallResult> {
  const query = new URLSearchParams();
  if (options.version !== null) query.set('v', options.version ?? API_VERSION);
  query.set('locale', options.locale ?? 'en');
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    (verb === 'GET' ? query : form).set(key, String(value));
  }
  const response = await app.inject({
    method: verb,
    url: `/api/${path}?${query}`,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(verb === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...options.headers,
    },
    ...(verb === 'POST' ? { payload: form.toString() } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  // What the call left to do after its answer is part of the call, for the tests that read its effects.
  await servicesOf(app).afterAnswer.settled();
  return {
    status: response.statusCode,
    body: response.json(),
    sessionCookie: sessionCookieOf(response),
    response,
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
  return cookie?.value ? `${SESSION_COOKIE_NAME}=${cookie.value}` : undefined;
}

let playerCounter = 0;
let addressCounter = 0;

/**
 * A client address no other call of the test process used, so that per-IP budgets (registration
 * 10 a minute, log-in 30 a minute) and log-in throttling never mix the calls of different tests.
 */
export function uniqueIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Registers a unique player, from a unique address, and answers their session cookie and login. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
  options: CallOptions = {},
): Promise<{ cookie: string; login: string; password: string; uid: number }> {
  playerCounter += 1;
  const login =
    overrides.login ?? `player${playerCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = overrides.password ?? 'secret12';
  const result = await registerWithCode(
    app,
    { login, password, currency: 'EUR', terms: 1, ...overrides },
    { remoteAddress: uniqueIp(), ...options },
  );
  if (result.status !== 200 || !result.sessionCookie) {
    throw new Error(`registration failed: ${result.status} ${JSON.stringify(result.body)}`);
  }
  return { cookie: result.sessionCookie, login, password, uid: (result.body.data as { uid: number }).uid };
}

/**
 * A player whose login is not confirmed: an account registered before registration confirmed the
 * login with its code (issue 13), as databases of that time hold. Contact confirmation starts here.
 */
export async function registerUnconfirmedPlayer(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
  options: CallOptions = {},
): Promise<{ cookie: string; login: string; password: string; uid: number }> {
  const player = await registerPlayer(app, overrides, options);
  await servicesOf(app)
    .db.update(schema.users)
    .set({ emailConfirmed: false, phoneConfirmed: false })
    .where(eq(schema.users.id, player.uid));
  return player;
}

/**
 * Both steps of a registration, as the dialog does them: the form asks for a code, the code sent
 * to the login comes back with the form. Answers the first step's answer when it is not the ask
 * for a code (a field error, a refusal), else the second step's.
 */
export async function registerWithCode(
  app: FastifyInstance,
  form: Record<string, string | number | boolean | undefined>,
  options: CallOptions = {},
): Promise<CallResult> {
  const asked = await callApi(app, 'POST', 'auth/register', form, options);
  if (asked.body.error?.code !== 'REGISTRATION_CODE_SENT') return asked;
  const code = await sentRegistrationCode(app, String(form.login));
  return callApi(app, 'POST', 'auth/register', { ...form, code }, options);
}

/** The last registration code sent to a login (an email, or a phone number's digits). */
export async function sentRegistrationCode(app: FastifyInstance, login: string): Promise<string> {
  const recipient = login.includes('@') ? login.trim().toLowerCase() : `+${login.replace(/\D/g, '')}`;
  const [message] = await servicesOf(app).outbox.latest({ recipient, template: 'registration_code' }, 1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no registration code was sent to ${recipient}`);
  return code;
}
