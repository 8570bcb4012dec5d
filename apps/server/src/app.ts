import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { QUERY_LIMITS } from '@jeton/domain';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { registerFormParsers } from './api/body-parsing.js';
import { answerClientError, registerErrorHandler, toAppError } from './api/error-handler.js';
import { IdempotencyStore } from './api/idempotency.js';
import { buildOpenApiDocument } from './api/openapi.js';
import type { HitCounter } from './api/rate-limit/hit-counter.js';
import { MemoryHitCounter } from './api/rate-limit/memory-hit-counter.js';
import { RedisHitCounter } from './api/rate-limit/redis-hit-counter.js';
import { createApiRateLimits } from './api/rate-limits.js';
import { registerApiRouter } from './api/router.js';
import { registerObservability } from './plugins/observability.js';
import { registerSecurity } from './plugins/security.js';
import type { Services } from './services.js';

/** The services each app was built with, for tests and benches; no route reads them from here. */
const servicesByApp = new WeakMap<FastifyInstance, Services>();

export function servicesOf(app: FastifyInstance): Services {
  const services = servicesByApp.get(app);
  if (!services) throw new Error('This app was not built by buildApp');
  return services;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

export interface BuildAppOptions {
  /** Mounts the web app's SSR handler for every non-API path (skipped by API tests). */
  web?: (app: FastifyInstance) => Promise<void>;
}

/**
 * The one deployable. Infrastructure first (errors, parsers, cookies, security, rate limits,
 * observability), then the product API, then the web app for every other path.
 */
export async function buildApp(services: Services, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: config.apiBodyLimitBytes,
    // Read by genReqId itself: with requestIdHeader set, Fastify would take any incoming value as is.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    clientErrorHandler: answerClientError,
    // A URL the router cannot decode is answered before hooks and the error handler run.
    frameworkErrors: (error, request, frameworkReply) => {
      const appError = toAppError(error);
      (frameworkReply as unknown as FastifyReply)
        .code(appError.status)
        .headers({
          'x-request-id': request.id,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        })
        .type('application/json')
        .send(appError.toEnvelope());
    },
  });
  servicesByApp.set(app, services);
  services.afterAnswer.onError = (error, name) =>
    app.log.error({ err: error }, `${name} failed after the answer`);
  // A deadlock's victim run again (decision 0083): rare once locks are taken in one order.
  services.database.retry.onRetry = (error, run) =>
    app.log.warn({ err: error, run }, 'transaction run again after a deadlock or serialization failure');
  // Set on arrival (a synchronous hook, no promise per request); Fastify keeps it on error answers.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandler(app);
  registerFormParsers(app, config.apiBodyLimitBytes);
  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fields: QUERY_LIMITS.parameterLimit,
      fieldSize: config.apiBodyLimitBytes,
      files: 0,
      parts: 1000,
    },
  });
  await registerSecurity(app, config.allowedOrigins);
  registerObservability(app, {
    db: services.db,
    metricsToken: config.metricsToken,
    tokenOnly: config.env === 'production',
  });

  const hitCounter = await createHitCounter(app, config.redisUrl);
  app.addHook('onClose', () => hitCounter.close());
  const rateLimits = createApiRateLimits(hitCounter, config.rateLimit);
  registerApiRouter(app, {
    modules: services.api,
    sessions: services.sessions,
    idempotency: new IdempotencyStore(services.db),
    bodyLimitBytes: config.apiBodyLimitBytes,
    validateAnswers: config.validateAnswers,
    rateLimits,
  });
  app.addHook('onClose', () => services.live.close());
  const openApi = buildOpenApiDocument(services.api.flatMap((api) => api.methods));
  app.get('/api/docs', async () => openApi);
  // Each module's own routes (webhooks, streams, pages, the back office), in the modules' order.
  for (const module of services.modules) {
    for (const plugin of module.plugins ?? []) await plugin(app, { rateLimits });
  }
  if (options.web) await options.web(app);
  return app;
}

/** How long start-up waits for Redis before serving with counts that fail open until it comes. */
const REDIS_READY_WAIT_MS = 2_000;

/** Rate-limit counts: shared through Redis when REDIS_URL is set, else in this process. */
async function createHitCounter(app: FastifyInstance, redisUrl: string | undefined): Promise<HitCounter> {
  if (!redisUrl) return new MemoryHitCounter({ sweepEveryMs: 60_000 });
  // No offline queue: while Redis is away a count fails at once and the call goes through,
  // rather than waiting for a reconnection that may take seconds.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // A down Redis is logged by the counter (once a minute while it lasts); ioredis' own error event
  // would repeat it on every reconnection attempt.
  redis.on('error', () => {});
  const counter = new RedisHitCounter(redis, (error) =>
    app.log.warn({ err: error }, 'rate-limit counts unavailable'),
  );
  // Without the offline queue, calls before the connection is up would go uncounted.
  if (!(await untilReady(redis, REDIS_READY_WAIT_MS))) {
    app.log.warn('Redis (REDIS_URL) does not answer yet: rate limits let calls through until it does');
  }
  return counter;
}

function untilReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    redis.once('ready', onReady);
  });
}
