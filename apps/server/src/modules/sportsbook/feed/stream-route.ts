import type { FastifyInstance } from 'fastify';
import type { ApiRateLimits } from '../../../api/rate-limits.js';
import { openEventStream } from '../../../live/event-stream.js';
import type { LiveSignals } from '../../../live/live-signals.js';
import { SPORTSBOOK_CHANNEL } from './sportsbook-subscribers.js';

/**
 * GET /api/sportsbook/stream: server-sent signals that an event's prices (`prices`) or status,
 * score or markets (`event`) changed, for guests too. A signal carries only the event's id: the
 * page re-reads through sportsbook/get, and once more after a reconnect (`ready`).
 */
export async function sportsbookStreamRoute(
  app: FastifyInstance,
  options: { live: LiveSignals; rateLimits: ApiRateLimits },
) {
  app.get('/api/sportsbook/stream', async (request, reply) => {
    await options.rateLimits.perMethod(request, 'sportsbook/stream', 60);
    const stream = openEventStream(request, reply);
    stream.onClose(options.live.subscribe(SPORTSBOOK_CHANNEL, (signal) => stream.send(null, signal)));
    stream.send(null, { type: 'ready' });
  });
}
