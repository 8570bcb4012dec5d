import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../player-record-kinds.js';

// The answers of the notifications service: the player's notices and their unread count.

export const noticeSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  read: z.boolean(),
});

export const notificationsAnswers = {
  get: z.object({ total: z.number(), unread: z.number(), items: z.array(noticeSchema) }),
  getUnreadCount: z.object({ unread: z.number() }),
  markRead: z.object({ unread: z.number() }),
};
