import { z } from 'zod';
import { ruleField } from '../validation/fields.js';
import { required } from '../validation/rules.js';
import { BACKOFFICE_LIST_WINDOW } from './transport.js';

// Pieces of several back-office methods: paging, list answers, ids.

export const recordIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const pagingSchema = z.object({
  page: z.number().int().min(1).default(1),
  perPage: z.number().int().min(10).max(100).default(25),
});

/** Refuses a page beyond the list window (see BACKOFFICE_LIST_WINDOW). */
export function withinListWindow<T extends { page: number; perPage: number }>(schema: z.ZodType<T>) {
  return schema.refine((value) => value.page * value.perPage <= BACKOFFICE_LIST_WINDOW, {
    path: ['page'],
    message: `Pages stop at ${BACKOFFICE_LIST_WINDOW} rows: narrow the filter`,
  });
}

/** A list answer: one page of items, and the count of all matching (at most the window). */
export function listAnswer<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), totalCapped: z.boolean() });
}

export const isoDateTime = z.string();

/** An operator-chosen machine name (offers, jackpots, tournaments, popups): lower-case, in URLs and logs. */
export function sysnameSchema(maxLength = 64) {
  return z
    .string()
    .trim()
    .min(1)
    .max(maxLength)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Lower-case letters, digits, - and _');
}

/** A moment an operator sets (a start, an end): ISO 8601 with its offset. */
export const dateTimeInput = z.iso.datetime({ offset: true });

/** Required free text, checked by the shared rule (its message in the caller's language), trimmed. */
export function requiredText(maxLength: number) {
  return ruleField(required, maxLength).transform((value) => value.trim());
}

/** The reason an operator gives for a decision, shown in the audit log. */
export const reasonField = requiredText(500);

export const doneSchema = z.literal(1);
