import { z } from 'zod';

// The support service (spec section 7: getsettings, sendFeedback) and the built-in live chat
// (issue 16, item 1): the answers both sides of the API share.

/** Topics of the feedback form; the sites word them. */
export const SUPPORT_TOPICS = ['account', 'payments', 'bonuses', 'games', 'technical', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** An attachment's types, read from its bytes, and its size limit. */
export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Feedback messages per client address and minute. */
export const SUPPORT_FEEDBACK_PER_MINUTE = 5;

/** Spec section 9: the chat's constants. */
export const CHAT_CONSTANTS = {
  mobileOffset: '5rem',
  waitingTimeoutMs: 5000,
  waitingStepMs: 100,
  pollingMinMs: 100,
  pollingMaxMs: 500,
  /** How long "typing…" shows after the last typing signal. */
  typingShownMs: 5000,
} as const;

export const CHAT_STATUSES = ['waiting', 'open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_AUTHORS = ['player', 'operator', 'system'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];
/** What a system line says; the sites word it. */
export const CHAT_SYSTEM_TEXTS = ['taken', 'closed', 'offline'] as const;

export const chatMessageSchema = z.object({
  id: z.number(),
  author: z.enum(CHAT_AUTHORS),
  /** The operator's first name, for their lines. */
  operator_name: z.string().nullable(),
  body: z.string(),
  offline: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number(),
  status: z.enum(CHAT_STATUSES),
  operator_name: z.string().nullable(),
  /** Whether an operator is on duty now: none means messages are answered by email. */
  operators_on_duty: z.boolean(),
  /** Where an offline answer goes (a guest gives it; a player's is their account's). */
  email: z.string().nullable(),
  unread: z.number(),
  messages: z.array(chatMessageSchema),
});
export type ChatConversation = z.output<typeof chatConversationSchema>;

export const supportAnswers = {
  getsettings: z.object({
    topics: z.array(z.enum(SUPPORT_TOPICS)),
    /** A guest must give an email; a player's answer goes to their account's. */
    email_required: z.boolean(),
    attachment: z.object({ max_bytes: z.number(), types: z.array(z.string()) }),
    message_max_length: z.number(),
    chat: z.object({ provider: z.string(), operators_on_duty: z.boolean() }),
  }),
  sendFeedback: z.object({ reference: z.string() }),
};

export const chatAnswers = {
  /** The caller's conversation, opened if there was none; `null` before one is started. */
  get: z.object({ conversation: chatConversationSchema.nullable() }),
  open: z.object({ conversation: chatConversationSchema }),
  send: z.object({ message: chatMessageSchema }),
  typing: z.literal(1),
  markRead: z.object({ unread: z.number() }),
  close: z.object({ conversation: chatConversationSchema }),
  storeEvent: z.literal(1),
};
