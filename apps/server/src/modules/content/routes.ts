import { AppError } from '@jeton/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import type { ContentConfigService } from './content-config-service.js';

/** Short enough that an operator's edit shows within a minute, long enough to spare the server. */
const MAX_AGE_SECONDS = 60;

/**
 * GET (and HEAD) /nfx/cms-config/{locale}: the locale's content configuration as plain JSON, with
 * an ETag so that a browser revalidating it gets a 304. An unknown locale is a 404 in the API's
 * error envelope.
 */
export type ContentConfigRouteOptions = { contentConfig: ContentConfigService } & {
  rateLimits: ApiRateLimits;
};

export const contentConfigRoute: FastifyPluginAsync<ContentConfigRouteOptions> = async (
  app,
  { contentConfig, rateLimits },
) => {
  app.get<{ Params: { locale: string } }>('/nfx/cms-config/:locale', async (request, reply) => {
    await rateLimits.perIp(request);
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    const served = await contentConfig.serve(request.params.locale);
    if (!served) {
      reply.header('cache-control', 'no-store');
      throw new AppError('MethodNotFoundException', 'No content configuration for this locale', {
        code: 'UNKNOWN_LOCALE',
      });
    }
    reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).header('etag', served.etag);
    if (matchesEtag(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(served.body);
  });
};

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}
