import type { FastifyInstance } from 'fastify';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import { openEventStream } from '../../live/event-stream.js';
import type { LiveSignals } from '../../live/live-signals.js';
import { JACKPOTS_CHANNEL } from './jackpot-subscribers.js';

/**
 * GET /api/jackpots/stream: server-sent change signals of the jackpots (an amount moved, a jackpot
 * dropped), for guests too. A signal carries only the jackpot's id: the page re-reads through
 * Jackpots.get. Nothing to resume on reconnect: the page re-reads on `ready`.
 */
export async function jackpotsStreamRoute(
  app: FastifyInstance,
  options: { live: LiveSignals; rateLimits: ApiRateLimits },
) {
  app.get('/api/jackpots/stream', async (request, reply) => {
    await options.rateLimits.perMethod(request, 'jackpots/stream', 60);
    const stream = openEventStream(request, reply);
    stream.onClose(options.live.subscribe(JACKPOTS_CHANNEL, (signal) => stream.send(null, signal)));
    stream.send(null, { type: 'ready' });
  });
}
