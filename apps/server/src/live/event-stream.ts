import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveSignal } from './live-signals.js';

/** How often a comment line keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

export interface EventStream {
  send(id: number | null, signal: LiveSignal): void;
  /** Called once when the browser goes away. */
  onClose(handler: () => void): void;
}

/**
 * Opens a server-sent events answer on a Fastify reply (text/event-stream, no buffering). The
 * caller sends signals with an id (the browser sends it back as Last-Event-ID on reconnect).
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  });
  // A retry hint within the spec's polling range keeps reconnects quick but not hammering.
  raw.write('retry: 500\n\n');
  const closers: (() => void)[] = [];
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  request.raw.on('close', () => {
    clearInterval(keepAlive);
    for (const close of closers.splice(0)) close();
  });
  return {
    send(id, signal) {
      if (raw.writableEnded) return;
      const idLine = id === null ? '' : `id: ${id}\n`;
      raw.write(`${idLine}event: ${signal.type}\ndata: ${JSON.stringify(signal)}\n\n`);
    },
    onClose(handler) {
      closers.push(handler);
    },
  };
}

/** The Last-Event-ID the browser sent on reconnect (header, or `last_event_id` in the query). */
export function lastEventIdOf(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.last_event_id;
  const text = typeof header === 'string' ? header : typeof query === 'string' ? query : '';
  return /^\d{1,15}$/.test(text) ? Number(text) : 0;
}
