import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../live/event-stream.js';
import type { LiveSignals } from '../../live/live-signals.js';
import { deskChannel } from './chat-signals.js';

/**
 * The operators' desk stream: every chat signal (new lines, typing, status and duty changes). The
 * screen re-reads its list and open conversation through the back-office methods on each; on a
 * reconnect it re-reads them at once (`ready`), so a signal missed while away costs nothing.
 */
export function streamDesk(request: FastifyRequest, reply: FastifyReply, live: LiveSignals): void {
  const stream = openEventStream(request, reply);
  stream.onClose(live.subscribe(deskChannel, (signal) => stream.send(null, signal)));
  stream.send(null, { type: 'ready' });
}
