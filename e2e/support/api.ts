import { type AccountInfo, API_VERSION, type LocaleCode } from '@jeton/domain';
import type { APIRequestContext, APIResponse } from '@playwright/test';

// The product API as the web client calls it (form data, `v` and `locale` on every call), for
// setting up what a test needs faster than through the pages. Given a page's `page.request`, the
// session cookie the API sets lands in that page's browser context.

export interface Credentials {
  login: string;
  password: string;
}

/** The seeded demo player (README). Tests that end or change its session should register their own player. */
export const DEMO_PLAYER: Readonly<Credentials> = { login: 'demo@jeton.test', password: 'demo1234' };

export function apiPath(method: string, locale: LocaleCode = 'en'): string {
  return `/api/${method}?${new URLSearchParams({ v: API_VERSION, locale })}`;
}

/** Posts form data to an API method and answers its `data`; an error envelope fails with its text. */
export async function postApi<T>(
  request: APIRequestContext,
  method: string,
  form: Record<string, string | number> = {},
  locale: LocaleCode = 'en',
): Promise<T> {
  return dataOf<T>(method, await request.post(apiPath(method, locale), { form }));
}

export async function getApi<T>(
  request: APIRequestContext,
  method: string,
  locale: LocaleCode = 'en',
): Promise<T> {
  return dataOf<T>(method, await request.get(apiPath(method, locale)));
}

async function dataOf<T>(method: string, response: APIResponse): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: T; error?: unknown } | null;
  if (!response.ok() || !body || body.data === undefined) {
    throw new Error(`${method} answered ${response.status()}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

export function logIn(
  request: APIRequestContext,
  credentials: Credentials = DEMO_PLAYER,
): Promise<AccountInfo> {
  return postApi<AccountInfo>(request, 'auth/login', {
    login: credentials.login,
    password: credentials.password,
  });
}

/** Ends the session of `request` (auth/logout is a GET). */
export function logOut(request: APIRequestContext): Promise<unknown> {
  return getApi(request, 'auth/logout');
}

let counter = 0;

/** Credentials no other test uses: a unique email and a valid password. */
export function newCredentials(): Credentials {
  counter += 1;
  const unique = `${process.pid}-${counter}-${Date.now().toString(36)}`;
  return { login: `e2e-${unique}@example.com`, password: 'secret12' };
}

export interface RegisteredPlayer extends Credentials {
  uid: number;
}

/** Registers a new EUR player, who is then logged in on `request`. */
export async function register(
  request: APIRequestContext,
  credentials: Credentials = newCredentials(),
): Promise<RegisteredPlayer> {
  const { uid } = await postApi<AccountInfo>(request, 'auth/register', {
    ...credentials,
    currency: 'EUR',
    terms: 1,
  });
  return { ...credentials, uid };
}
