import { z } from 'zod';
import { SUPPORT_TOPICS } from '../api/support.js';
import { isoDateTime, listAnswer, pagingSchema, recordIdSchema, withinListWindow } from './shared.js';

// feedback/list, get, attachment, setHandled: the inbox of the /support feedback form (issue 16),
// each message handled or not, newest first.

export const FEEDBACK_STATES = ['open', 'handled'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

const feedbackFilterSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS).optional(),
  state: z.enum(FEEDBACK_STATES).optional(),
});
export const feedbackListInput = withinListWindow(feedbackFilterSchema.extend(pagingSchema.shape).strict());
/** feedback/export: the inbox with the same filter, as CSV. */
export const feedbackExportInput = feedbackFilterSchema.strict();

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  playerId: z.number().int().nullable(),
  email: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  /** The message's beginning, for the list. */
  excerpt: z.string(),
  locale: z.string(),
  attachmentName: z.string().nullable(),
  createdAt: isoDateTime,
  handledAt: isoDateTime.nullable(),
  handledBy: z.string().nullable(),
});
export type FeedbackItem = z.output<typeof feedbackItemSchema>;
export const feedbackListAnswer = listAnswer(feedbackItemSchema);

export const feedbackIdInput = z.object({ id: recordIdSchema }).strict();

export const feedbackDetailSchema = feedbackItemSchema.extend({
  message: z.string(),
  attachmentType: z.string().nullable(),
  attachmentBytes: z.number().int().nullable(),
});
export type FeedbackDetail = z.output<typeof feedbackDetailSchema>;

export const feedbackSetHandledInput = z.object({ id: recordIdSchema, handled: z.boolean() }).strict();
