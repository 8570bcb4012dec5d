import { ERROR_STATUS, type ErrorType } from '@jeton/domain';
import { bare, type DeclaredError } from './declared-errors.js';
import { TRANSPORT_ERROR_STATUS } from './error-handler.js';
import type { ApiMethod } from './method.js';

function coded(type: ErrorType, code: string, status = ERROR_STATUS[type]): DeclaredError {
  return { code, type, status };
}

/**
 * What the router, not the handler, can answer to any call: field errors, a wrong version or locale,
 * the wrong HTTP method, a rate limit (429 with Retry-After), a banned or deleted account's session,
 * and a busy moment to try again (decision 0083).
 */
export const EVERY_METHOD_ERRORS: readonly DeclaredError[] = [
  bare('InvalidParameterException'),
  coded('InvalidRequestException', 'UNSUPPORTED_VERSION'),
  coded('InvalidRequestException', 'UNSUPPORTED_LOCALE'),
  coded('InvalidRequestException', 'METHOD_NOT_ALLOWED'),
  coded('TooManyRequestsException', 'RATE_LIMITED'),
  bare('UserBannedException'),
  bare('UserDeletedException'),
  coded('ApplicationUnavailableException', 'TRY_AGAIN'),
];

/** A player method called without a session. */
export const SESSION_ERRORS: readonly DeclaredError[] = [coded('AuthorizationException', 'NOT_LOGGED_IN')];

/** What reading a POST body can refuse. */
export const BODY_ERRORS: readonly DeclaredError[] = [
  coded('InvalidRequestException', 'MALFORMED_BODY'),
  coded('InvalidRequestException', 'UNSUPPORTED_CONTENT_TYPE'),
  coded('InvalidRequestException', 'UNEXPECTED_FILE'),
  coded('InvalidRequestException', 'BODY_TOO_LARGE', TRANSPORT_ERROR_STATUS.BODY_TOO_LARGE),
];

/** A method that takes a file refuses one over its size. */
export const FILE_ERRORS: readonly DeclaredError[] = [coded('InvalidParameterException', 'FILE_TOO_LARGE')];

/** What an Idempotency-Key can refuse (api/idempotency.ts). */
export const IDEMPOTENCY_ERRORS: readonly DeclaredError[] = [
  coded('InvalidRequestException', 'BAD_IDEMPOTENCY_KEY'),
  coded('InvalidRequestException', 'IDEMPOTENCY_KEY_REUSED'),
  coded('TooManyRequestsException', 'IDEMPOTENCY_IN_PROGRESS'),
];

/** The refusals the router adds to a method's own, by what the method is. */
export function routerErrors(method: ApiMethod): DeclaredError[] {
  return [
    ...EVERY_METHOD_ERRORS,
    ...(method.access === 'player' ? SESSION_ERRORS : []),
    ...(method.http === 'POST' ? BODY_ERRORS : []),
    ...(method.file ? FILE_ERRORS : []),
    ...(method.http === 'POST' && method.idempotent !== false ? IDEMPOTENCY_ERRORS : []),
  ];
}

/** Every refusal a method can answer: the router's and its handler's, one entry per code. */
export function allErrorsOf(method: ApiMethod): DeclaredError[] {
  const byKey = new Map<string, DeclaredError>();
  for (const error of [...routerErrors(method), ...method.errors]) byKey.set(error.code ?? error.type, error);
  return [...byKey.values()];
}
