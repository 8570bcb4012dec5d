import { AppError } from '@jeton/domain';
import type { FastifyRequest } from 'fastify';
import type { HitCounter, WindowCount } from './rate-limit/hit-counter.js';

export interface ApiRateLimits {
  /** Every API call, per client IP. */
  perIp(request: FastifyRequest): void | Promise<void>;
  /** Every call of a logged-in player, per account, whatever IPs they come from. */
  perAccount(request: FastifyRequest, userId: number): void | Promise<void>;
  /** A method's own stricter per-IP budget (log-in, registration, restore). */
  perMethod(request: FastifyRequest, methodKey: string, perMinute: number): void | Promise<void>;
}

const WINDOW_MS = 60_000;

/**
 * One-minute windows counted by a HitCounter: in memory, or in Redis when REDIS_URL is set so
 * every app server shares the counts. Called from the API router once the caller is known, rather
 * than as route hooks, so the per-account limit can use the session. With counts in memory a check
 * is synchronous: every API call makes one or two, and a promise per check was a tenth of a
 * simple call's CPU (decision 0023).
 */
export function createApiRateLimits(
  counter: HitCounter,
  budgets: { perIpPerMinute: number; perAccountPerMinute: number },
): ApiRateLimits {
  const check = (key: string, max: number): void | Promise<void> => {
    const counted = counter.hit(key, WINDOW_MS);
    if (counted instanceof Promise) return counted.then((count) => refuseOver(count, max));
    refuseOver(counted, max);
  };
  return {
    perIp: (request) => check(`ip:${request.ip}`, budgets.perIpPerMinute),
    perAccount: (_request, userId) => check(`account:${userId}`, budgets.perAccountPerMinute),
    perMethod: (request, methodKey, perMinute) => check(`method:${methodKey}:${request.ip}`, perMinute),
  };
}

function refuseOver(count: WindowCount, max: number): void {
  if (count.hits <= max) return;
  throw new AppError('TooManyRequestsException', 'Too many requests, please slow down', {
    code: 'RATE_LIMITED',
    data: { retry_after: Math.max(1, Math.ceil(count.resetInMs / 1000)) },
  });
}
