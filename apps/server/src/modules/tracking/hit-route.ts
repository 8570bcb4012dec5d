import { SESSION_COOKIE_NAME, TRACKING_HIT_PATH } from '@jeton/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import type { SessionService } from '../../sessions/session-service.js';
import type { TrackingService } from './tracking-service.js';

/** The smallest transparent GIF: 1×1, one transparent colour. */
export const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

export type HitRouteOptions = { tracking: TrackingService; sessions: SessionService } & {
  rateLimits: ApiRateLimits;
};

/**
 * GET /hit: the tracking image (spec section 7). Records the visit's referer and marketing query
 * (`kind=fraud-check` with a seon_session for the fraud-check hit) and answers a 1×1 GIF that no
 * cache keeps, so that every visit reaches the server. A hit over budget still gets its image.
 */
export const hitRoute: FastifyPluginAsync<HitRouteOptions> = async (
  app,
  { tracking, sessions, rateLimits },
) => {
  app.get<{ Querystring: Record<string, unknown> }>(TRACKING_HIT_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store, max-age=0').header('pragma', 'no-cache');
    let counted = true;
    try {
      await rateLimits.perIp(request);
    } catch {
      counted = false;
    }
    if (counted) {
      const session = await sessions.resolve(request.cookies[SESSION_COOKIE_NAME]);
      await tracking.recordHit({
        kind: request.query.kind === 'fraud-check' ? 'fraud-check' : 'visit',
        query: request.query,
        // The page's own referrer when the script sends it; else the header (the page itself).
        referer: typeof request.query.referer === 'string' ? request.query.referer : request.headers.referer,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        userId: session?.userId ?? null,
      });
    }
    return reply.type('image/gif').send(TRANSPARENT_GIF);
  });
};
