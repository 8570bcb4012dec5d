import type { FastifyInstance } from 'fastify';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import { openEventStream } from '../../live/event-stream.js';
import type { LiveSignals } from '../../live/live-signals.js';
import { WINNERS_CHANNEL } from './winners-service.js';

/**
 * GET /api/winners/stream: server-sent events telling /winners pages that a big win was recorded;
 * the page re-reads the list through winners/get. Public: it carries no data, only the signal.
 */
export async function winnersStreamRoute(
  app: FastifyInstance,
  options: { live: LiveSignals; rateLimits: ApiRateLimits },
) {
  app.get('/api/winners/stream', async (request, reply) => {
    await options.rateLimits.perMethod(request, 'winners/stream', 60);
    const stream = openEventStream(request, reply);
    stream.onClose(options.live.subscribe(WINNERS_CHANNEL, (signal) => stream.send(null, signal)));
    // A reconnect may have missed a signal: the page re-reads once on ready.
    stream.send(null, { type: 'ready' });
  });
}
