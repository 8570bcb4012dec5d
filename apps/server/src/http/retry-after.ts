import type { AppError } from '@jeton/domain';

/**
 * The whole seconds a throttled caller should wait, for the standard Retry-After header (RFC 9110)
 * of every 429: the refusal's own `retry_after` or `seconds`, else one second (a request still in
 * progress, a bare 429).
 */
export function retryAfterSeconds(error: AppError): number {
  const said = Number(error.data?.retry_after ?? error.data?.seconds);
  return Number.isFinite(said) && said >= 1 ? Math.ceil(said) : 1;
}
