import { z } from 'zod';
import { CHAT_AUTHORS, CHAT_MESSAGE_MAX_LENGTH, CHAT_STATUSES } from '../api/support.js';
import { isoDateTime, recordIdSchema, requiredText } from './shared.js';

// chat/list, chat/get, chat/take, chat/reply, chat/typing, chat/close, chat/setDuty: the operators'
// side of the live chat (issue 16, item 1). The live stream is GET BACKOFFICE_CHAT_STREAM_PATH.

/** Server-sent events of the desk (new lines, typing, status and duty changes). */
export const BACKOFFICE_CHAT_STREAM_PATH = '/backoffice/api/chat/stream';

export const CHAT_DESK_FILTERS = ['waiting', 'mine', 'closed'] as const;

export const chatListInput = z.object({ filter: z.enum(CHAT_DESK_FILTERS) }).strict();
export const chatIdInput = z.object({ id: recordIdSchema }).strict();
export const chatReplyInput = z
  .object({ id: recordIdSchema, text: requiredText(CHAT_MESSAGE_MAX_LENGTH) })
  .strict();
export const chatDutyInput = z.object({ onDuty: z.boolean() }).strict();

export const chatListItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  /** The player's email, or the guest's name or email. */
  who: z.string(),
  isGuest: z.boolean(),
  playerId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  lastBody: z.string().nullable(),
  /** The player's lines the operator holding it has not read. */
  unread: z.number().int(),
  updatedAt: isoDateTime,
});
export type ChatListItem = z.output<typeof chatListItemSchema>;
export const chatListAnswer = z.object({ onDuty: z.boolean(), items: z.array(chatListItemSchema) });

export const chatDeskMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(CHAT_AUTHORS),
  operator_name: z.string().nullable(),
  body: z.string(),
  offline: z.boolean(),
  created_at: isoDateTime,
});
export const chatDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  who: z.string(),
  isGuest: z.boolean(),
  playerId: z.number().int().nullable(),
  email: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  locale: z.string(),
  messages: z.array(chatDeskMessageSchema),
});
export type ChatDetail = z.output<typeof chatDetailSchema>;
export const chatStatusAnswer = z.object({ id: z.number().int(), status: z.enum(CHAT_STATUSES) });
export const chatReplyAnswer = z.object({ id: z.number().int() });
export const chatDutyAnswer = z.object({ onDuty: z.boolean() });
