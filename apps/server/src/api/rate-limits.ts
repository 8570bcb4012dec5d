import { AppError } from '@jeton/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Limiter = (
  request: FastifyRequest,
) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number; isAllowed: boolean }>;

export interface ApiRateLimits {
  /** Every API call, per client IP. */
  perIp(request: FastifyRequest): Promise<void>;
  /** Every call of a logged-in player, per account, whatever IPs they come from. */
  perAccount(request: FastifyRequest, userId: number): Promise<void>;
  /** A method's own stricter per-IP budget (log-in, registration, restore). */
  perMethod(request: FastifyRequest, methodKey: string, perMinute: number): Promise<void>;
}

/**
 * Fixed one-minute windows counted by @fastify/rate-limit's store (in memory, or in Redis when
 * REDIS_URL is set so every app server shares the counts). Called from the API router once the
 * caller is known, rather than as route hooks, so the per-account limit can use the session.
 */
export function createApiRateLimits(
  app: FastifyInstance,
  budgets: { perIpPerMinute: number; perAccountPerMinute: number },
): ApiRateLimits {
  const keyed = new WeakMap<FastifyRequest, string>();
  const maxFor = new WeakMap<FastifyRequest, number>();
  const make = (max: number | ((request: FastifyRequest) => number)): Limiter =>
    app.createRateLimit({
      timeWindow: 60_000,
      max: typeof max === 'number' ? max : (request) => max(request),
      keyGenerator: (request) => keyed.get(request) ?? request.ip,
    }) as Limiter;

  const ipLimiter = make(budgets.perIpPerMinute);
  const accountLimiter = make(budgets.perAccountPerMinute);
  const methodLimiter = make((request) => maxFor.get(request) ?? Number.MAX_SAFE_INTEGER);

  const check = async (limiter: Limiter, request: FastifyRequest, key: string) => {
    keyed.set(request, key);
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('TooManyRequestsException', 'Too many requests, please slow down', {
        code: 'RATE_LIMITED',
        data: { retry_after: result.ttlInSeconds ?? 60 },
      });
    }
  };

  return {
    perIp: (request) => check(ipLimiter, request, `ip:${request.ip}`),
    perAccount: (request, userId) => check(accountLimiter, request, `account:${userId}`),
    perMethod: (request, methodKey, perMinute) => {
      maxFor.set(request, perMinute);
      return check(methodLimiter, request, `method:${methodKey}:${request.ip}`);
    },
  };
}
