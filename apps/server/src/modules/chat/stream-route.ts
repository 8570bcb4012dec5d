import { SESSION_COOKIE_NAME } from '@jeton/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import { lastEventIdOf, openEventStream } from '../../live/event-stream.js';
import type { LiveSignals } from '../../live/live-signals.js';
import type { SessionService } from '../../sessions/session-service.js';
import type { ChatService } from './chat-service.js';
import { conversationChannel } from './chat-signals.js';
import { chatTokenOf } from './guest-cookie.js';

/**
 * GET /api/chat/stream: server-sent events of the caller's conversation (new lines, the operator
 * typing, status changes). A reconnect sends Last-Event-ID, the last line's id it saw: if a line
 * came meanwhile, a `message` signal goes at once, so the widget re-reads and misses nothing.
 */
export async function chatStreamRoute(
  app: FastifyInstance,
  options: { chat: ChatService; live: LiveSignals; sessions: SessionService; rateLimits: ApiRateLimits },
) {
  app.get('/api/chat/stream', async (request, reply) => {
    await options.rateLimits.perMethod(request, 'chat/stream', 60);
    const session = await options.sessions.resolve(request.cookies[SESSION_COOKIE_NAME]);
    const conversation = await options.chat.streamable({
      userId: session?.userId ?? null,
      token: chatTokenOf(request),
    });
    const stream = openEventStream(request, reply);
    if (!conversation) {
      // Nothing to follow yet: the widget opens the stream again after opening a conversation.
      stream.send(null, { type: 'none' });
      reply.raw.end();
      return;
    }
    const unsubscribe = options.live.subscribe(conversationChannel(conversation.id), (signal) =>
      stream.send(signal.type === 'message' ? Number(signal.id) : null, signal),
    );
    stream.onClose(unsubscribe);
    const lastSeen = lastEventIdOf(request);
    const latest = await options.chat.lastMessageId(conversation.id);
    stream.send(latest, {
      type: lastSeen < latest ? 'message' : 'ready',
      conversation_id: conversation.id,
      id: latest,
    });
  });
}
