import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { carriesBearerToken } from './bearer-token.js';
import { notFound, requireThisMachine } from './loopback-only.js';

/**
 * /healthz (the process answers), /readyz (the database answers) and Prometheus /metrics, which
 * answers a scraper with the METRICS_TOKEN bearer token, and outside production this machine too.
 */
export function registerObservability(
  app: FastifyInstance,
  options: { db: Database; metricsToken: string | undefined; tokenOnly: boolean },
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'jeton_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const apiCalls = new Counter({
    name: 'jeton_api_calls_total',
    help: 'Product API calls by method and outcome',
    labelNames: ['method', 'status'] as const,
    registers: [registry],
  });

  // Synchronous: an async hook costs a promise and a microtask on every request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    duration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (route === '/api/:service/:method') {
      const { service, method } = request.params as { service: string; method: string };
      // Lower-cased and bounded, so a caller cannot grow the label set without limit.
      const name = `${service}/${method}`.toLowerCase().slice(0, 64);
      apiCalls.inc({ method: reply.statusCode === 404 ? 'unknown' : name, status });
    }
    done();
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await queryRows(options.db, sql`SELECT 1 AS ok`);
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  // Metrics tell an attacker much about the site: a scraper sends METRICS_TOKEN as a bearer token.
  // In production "this machine" is not enough: a same-host proxy that adds no forwarding header
  // (a TLS terminator, an SSH tunnel) makes every visitor look local (issue 28).
  const { metricsToken, tokenOnly } = options;
  const scraperOnly = async (request: FastifyRequest) => {
    if (metricsToken && carriesBearerToken(request.headers.authorization, metricsToken)) return;
    if (tokenOnly) throw notFound(request);
    await requireThisMachine(request);
  };
  app.get('/metrics', { onRequest: scraperOnly }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
