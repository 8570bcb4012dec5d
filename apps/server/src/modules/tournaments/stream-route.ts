import type { FastifyInstance } from 'fastify';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import { openEventStream } from '../../live/event-stream.js';
import type { LiveSignals } from '../../live/live-signals.js';
import { TOURNAMENTS_CHANNEL } from './tournament-subscribers.js';

/**
 * GET /api/tournaments/stream: server-sent signals that a tournament's leaderboard changed (points
 * scored, prizes paid), for guests too. A signal carries only the tournament's id: the page
 * re-reads through tournaments/get. Nothing to resume on reconnect: the page re-reads on `ready`.
 */
export async function tournamentsStreamRoute(
  app: FastifyInstance,
  options: { live: LiveSignals; rateLimits: ApiRateLimits },
) {
  app.get('/api/tournaments/stream', async (request, reply) => {
    await options.rateLimits.perMethod(request, 'tournaments/stream', 60);
    const stream = openEventStream(request, reply);
    stream.onClose(options.live.subscribe(TOURNAMENTS_CHANNEL, (signal) => stream.send(null, signal)));
    stream.send(null, { type: 'ready' });
  });
}
