import { type AccountInfo, API_VERSION, type LocaleCode } from '@jeton/domain';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { outboxMessages } from './outbox.js';

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
  query: Record<string, string | number> = {},
): Promise<T> {
  const extra = Object.entries(query).map(([name, value]) => `&${name}=${encodeURIComponent(value)}`);
  return dataOf<T>(method, await request.get(apiPath(method, locale) + extra.join('')));
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

/**
 * Registers a new EUR player, who is then logged in on `request`: both steps, the code read from
 * the developer outbox as the player would read it in their mailbox.
 */
export async function register(
  request: APIRequestContext,
  credentials: Credentials = newCredentials(),
): Promise<RegisteredPlayer> {
  const form = { ...credentials, currency: 'EUR', terms: 1 };
  const asked = await request.post(apiPath('auth/register'), { form });
  const body = (await asked.json().catch(() => null)) as { error?: { code?: string } } | null;
  if (body?.error?.code !== 'REGISTRATION_CODE_SENT') {
    throw new Error(`auth/register answered ${asked.status()}: ${JSON.stringify(body)}`);
  }
  const code = await sentRegistrationCode(credentials.login);
  const { uid } = await postApi<AccountInfo>(request, 'auth/register', { ...form, code });
  return { ...credentials, uid };
}

/**
 * A new player whose email is not confirmed yet, logged in on `request`: registered with a phone
 * number (confirmed by the registration's code), then an email added in the profile. Their `login`
 * is the phone; the confirmation flows, the confirm hint and the withdrawal's gaps start here.
 */
export async function registerWithUnconfirmedEmail(
  request: APIRequestContext,
): Promise<RegisteredPlayer & { email: string }> {
  const { login: email, password } = newCredentials();
  counter += 1;
  const digits = `336${String((process.pid * 7919 + counter * 104_729 + Date.now()) % 100_000_000).padStart(8, '0')}`;
  const player = await register(request, { login: `+${digits}`, password });
  await postApi(request, 'account/addcontact', { contact: email });
  return { ...player, email };
}

/** The 6-digit code of the last registration message sent to a login (an email, or a phone's SMS). */
export async function sentRegistrationCode(login: string): Promise<string> {
  const recipient = login.includes('@') ? login : `+${login.replace(/\D/g, '')}`;
  const [message] = await outboxMessages(recipient, 'registration_code');
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no registration code was sent to ${login}`);
  return code;
}
