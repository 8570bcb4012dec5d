import { AppError, SECOND_FACTOR_LOCKED } from '@jeton/domain';
import { PERMISSION_REQUIRED } from '@jeton/domain/backoffice';
import { NETWORK_FAILURE } from './client.js';

/** What the screens do with a failed call: each kind has its own plain words. */
export type FailureKind =
  | 'unauthenticated'
  | 'invalidCredentials'
  | 'denied'
  | 'invalid'
  | 'notFound'
  | 'throttled'
  | 'secondFactorLocked'
  | 'unreachable'
  | 'other';

export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof AppError)) return 'other';
  if (error.type === 'AuthorizationException') {
    return error.code === 'INVALID_CREDENTIALS' ? 'invalidCredentials' : 'unauthenticated';
  }
  if (error.type === 'AccessDeniedException') return 'denied';
  if (error.type === 'InvalidParameterException' || error.type === 'InvalidRequestException')
    return 'invalid';
  if (error.type === 'MethodNotFoundException' || error.status === 404) return 'notFound';
  if (error.type === 'TooManyRequestsException') {
    return error.code === SECOND_FACTOR_LOCKED ? 'secondFactorLocked' : 'throttled';
  }
  if (error.code === NETWORK_FAILURE) return 'unreachable';
  return 'other';
}

/** The whole minutes a 429 asks to wait (at least one), from its `retry_after` seconds. */
export function waitMinutes(error: unknown): number {
  const seconds = error instanceof AppError ? Number(error.data?.retry_after) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}

/** The permission a 403 names, when the role lacked one. */
export function missingPermission(error: unknown): string | undefined {
  if (!(error instanceof AppError) || error.code !== PERMISSION_REQUIRED) return undefined;
  const permission = error.data?.permission;
  return typeof permission === 'string' ? permission : undefined;
}

/** The per-field messages of a 400, keyed by the input's field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof AppError ? (error.fields ?? {}) : {};
}

/**
 * Where an expired or missing session leads: the log-in page, keeping the path the operator was on
 * (within the app, without the basename) so that log-in brings them back.
 */
export function loginPathFor(currentPath: string): string {
  const safe = safeNextPath(currentPath);
  return safe === '/' ? '/login' : `/login?next=${encodeURIComponent(safe)}`;
}

/** A `next` parameter is followed only to a path inside the app: never to another site. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/login' || next.startsWith('/login?')) return '/';
  return next;
}
