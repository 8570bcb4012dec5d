import { CHAT_MESSAGE_MAX_LENGTH, chatAnswers, emailField } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { freeText } from '../../api/free-text.js';
import { defineApiModule, type MethodDefiner } from '../../api/method.js';
import type { Config } from '../../config.js';
import { CHAT_ERRORS } from './chat-errors.js';
import type { ChatService } from './chat-service.js';
import { chatTokenOf, setChatCookie } from './guest-cookie.js';

// chat: the live chat's player side (issue 16, item 1) and the spec's chat-event storage
// (section 7). A caller is their session's player, or the guest whose cookie holds the secret.

const conversationId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number)
  .optional();
const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(max).optional());

/** The services this module's handlers use, handed in by its module.ts. */
export interface ChatApiDeps {
  chat: ChatService;
  config: Config;
}

export const chatApi = defineApiModule<ChatApiDeps>()({
  methods: (defineMethod) => [
    ...conversationMethods(defineMethod),
    ...conversationStateMethods(defineMethod),
  ],
});

/** A conversation: reading it, opening it, writing and typing. */
function conversationMethods(defineMethod: MethodDefiner<ChatApiDeps>) {
  return [
    defineMethod({
      service: 'chat',
      method: 'get',
      http: 'GET',
      access: 'public',
      errors: declared(CHAT_ERRORS, 'CHAT_NOT_FOUND'),
      // A blocked player is sent to support (spec section 2 user-blocked page): they may still write.
      allowBanned: true,
      summary: "The caller's conversation with its history (the latest one, or conversation_id), or null",
      input: z.object({ conversation_id: conversationId }),
      output: chatAnswers.get,
      handler: async ({ deps, session, request, input }) => ({
        conversation: await deps.chat.get(
          { userId: session?.userId ?? null, token: chatTokenOf(request) },
          input.conversation_id,
        ),
      }),
    }),
    defineMethod({
      service: 'chat',
      method: 'open',
      http: 'POST',
      access: 'public',
      errors: declared(CHAT_ERRORS, 'CHAT_KEY_USED'),
      // A blocked player is sent to support (spec section 2 user-blocked page): they may still write.
      allowBanned: true,
      summary:
        "Opens a conversation (or answers the caller's open one); a guest may give a name and an email",
      input: z.object({
        name: optionalText(60),
        email: z.preprocess((v) => (v === '' ? undefined : v), emailField.optional()),
        // The widget's random key for this start: a resent request finds the same conversation.
        key: z
          .string()
          .regex(/^[A-Za-z0-9_-]{16,64}$/)
          .optional(),
      }),
      output: chatAnswers.open,
      rateLimitPerMinute: 20,
      idempotent: false,
      handler: async ({ deps, session, request, reply, input, locale }) => {
        const { conversation, token } = await deps.chat.open(
          { userId: session?.userId ?? null, token: chatTokenOf(request) },
          locale,
          input,
        );
        if (token) setChatCookie(reply, token, deps.config.session.secureCookie);
        return { conversation };
      },
    }),
    defineMethod({
      service: 'chat',
      method: 'send',
      http: 'POST',
      access: 'public',
      errors: declared(CHAT_ERRORS, 'CHAT_CLOSED', 'CHAT_NOT_FOUND', 'EMAIL_REQUIRED'),
      // A blocked player is sent to support (spec section 2 user-blocked page): they may still write.
      allowBanned: true,
      summary: 'Sends a line to the operator (kept, and emailed to support when no operator is on duty)',
      input: z.object({ text: freeText(CHAT_MESSAGE_MAX_LENGTH), conversation_id: conversationId }),
      output: chatAnswers.send,
      rateLimitPerMinute: 60,
      handler: async ({ deps, session, request, input }) => ({
        message: await deps.chat.send(
          { userId: session?.userId ?? null, token: chatTokenOf(request) },
          input.text,
          input.conversation_id,
        ),
      }),
    }),
    defineMethod({
      service: 'chat',
      method: 'typing',
      http: 'POST',
      access: 'public',
      errors: [],
      // A blocked player is sent to support (spec section 2 user-blocked page): they may still write.
      allowBanned: true,
      summary: 'Tells the operator that the caller is typing',
      input: z.object({}),
      output: chatAnswers.typing,
      idempotent: false,
      handler: async ({ deps, session, request }) => {
        await deps.chat.typing({ userId: session?.userId ?? null, token: chatTokenOf(request) });
        return 1 as const;
      },
    }),
  ];
}

/** Read marks, closing, and the widget's events. */
function conversationStateMethods(defineMethod: MethodDefiner<ChatApiDeps>) {
  return [
    defineMethod({
      service: 'chat',
      method: 'markRead',
      http: 'POST',
      access: 'public',
      errors: declared(CHAT_ERRORS, 'CHAT_NOT_FOUND'),
      // A blocked player is sent to support (spec section 2 user-blocked page): they may still write.
      allowBanned: true,
      summary: "Marks the conversation's lines read by the caller",
      input: z.object({ conversation_id: conversationId }),
      output: chatAnswers.markRead,
      handler: async ({ deps, session, request, input }) => ({
        unread: await deps.chat.markRead(
          { userId: session?.userId ?? null, token: chatTokenOf(request) },
          input.conversation_id,
        ),
      }),
    }),
    defineMethod({
      service: 'chat',
      method: 'close',
      http: 'POST',
      access: 'public',
      errors: declared(CHAT_ERRORS, 'CHAT_CLOSED'),
      // A blocked player is sent to support (spec section 2 user-blocked page): they may still write.
      allowBanned: true,
      summary: "Ends the caller's conversation",
      input: z.object({}),
      output: chatAnswers.close,
      handler: async ({ deps, session, request }) => ({
        conversation: await deps.chat.close({ userId: session?.userId ?? null, token: chatTokenOf(request) }),
      }),
    }),
    defineMethod({
      service: 'chat',
      method: 'storeEvent',
      http: 'POST',
      access: 'player',
      errors: [],
      summary:
        'Chat-event storage (spec section 7): a line sent or received in the widget, for logged-in players',
      input: z.object({
        channel_id: z.string().trim().min(1).max(64),
        conversation_id: z.string().trim().min(1).max(64),
        text: freeText(CHAT_MESSAGE_MAX_LENGTH),
        event: z.enum(['sent', 'received']),
      }),
      output: chatAnswers.storeEvent,
      handler: async ({ deps, session, input }) => {
        await deps.chat.storeEvent(session!.userId, input);
        return 1 as const;
      },
    }),
  ];
}
