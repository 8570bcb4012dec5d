import {
  BACKOFFICE_API_BASE,
  BACKOFFICE_CSRF_HEADER,
  BACKOFFICE_SESSION_COOKIE,
  type BackofficeMethodName,
  type OperatorRole,
} from '@jeton/domain/backoffice';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../testing/app.js';
import { type CallResult, uniqueIp } from '../../testing/app.js';
import { totpCode } from '../auth/totp.js';
import { provisionOperator } from './operator-provisioning.js';

// Calls of the back office in tests, as its app makes them.

export const OPERATOR_PASSWORD = 'Operator-test-password-1';

export interface BackofficeCallOptions {
  cookie?: string;
  /** Leave out the CSRF header (default: sent). */
  withoutHeader?: boolean;
  remoteAddress?: string;
  /** A raw body (string) instead of JSON of the input. */
  rawBody?: string;
  contentType?: string;
}

export async function callBackoffice(
  t: TestApp,
  method: BackofficeMethodName | string,
  input: unknown = {},
  options: BackofficeCallOptions = {},
): Promise<CallResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${BACKOFFICE_API_BASE}/${method}`,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...(options.withoutHeader ? {} : { [BACKOFFICE_CSRF_HEADER]: '1' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: options.rawBody ?? JSON.stringify(input),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return {
    status: response.statusCode,
    body: isJson ? response.json() : {},
    sessionCookie: operatorCookieOf(response),
    response,
  };
}

export function operatorCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === BACKOFFICE_SESSION_COOKIE);
  return cookie?.value ? `${BACKOFFICE_SESSION_COOKIE}=${cookie.value}` : undefined;
}

let operatorCounter = 0;

/** A new operator of a role, with their TOTP secret. */
export async function createOperator(t: TestApp, role: OperatorRole, locale: 'en' | 'fr' = 'en') {
  operatorCounter += 1;
  const email = `op${operatorCounter}-${role}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const result = await provisionOperator(t.database.db, t.services.passwords, {
    email,
    name: `Operator ${operatorCounter}`,
    role,
    password: OPERATOR_PASSWORD,
    locale,
  });
  if (!result.created) throw new Error(result.problems.join('; '));
  return { id: result.operator.id, email, secret: result.totpSecret };
}

/** The code an operator's app shows now. */
export function currentCode(t: TestApp, secret: string): string {
  return totpCode(secret, t.clock.now());
}

/** A new operator of a role, logged in: their session cookie. */
export async function operatorSession(t: TestApp, role: OperatorRole, locale: 'en' | 'fr' = 'en') {
  const operator = await createOperator(t, role, locale);
  const login = await callBackoffice(
    t,
    'auth/login',
    { email: operator.email, password: OPERATOR_PASSWORD, totp: currentCode(t, operator.secret) },
    { remoteAddress: uniqueIp() },
  );
  if (login.status !== 200 || !login.sessionCookie) {
    throw new Error(`operator log-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  }
  return { ...operator, cookie: login.sessionCookie };
}
