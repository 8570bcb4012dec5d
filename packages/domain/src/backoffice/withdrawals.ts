import { z } from 'zod';
import { PAYMENT_STATUSES } from './players.js';
import {
  isoDateTime,
  listAnswer,
  pagingSchema,
  reasonField,
  recordIdSchema,
  withinListWindow,
} from './shared.js';

// withdrawals/list, withdrawals/export, withdrawals/approve, withdrawals/decline.

export const withdrawalFilterSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  playerId: recordIdSchema.optional(),
});

export const withdrawalListInput = withinListWindow(
  withdrawalFilterSchema.extend(pagingSchema.shape).strict(),
);
export const withdrawalExportInput = withdrawalFilterSchema.strict();

/** Oldest first when the list shows pending ones (a queue), newest first otherwise. */
export const withdrawalListItemSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  playerEmail: z.string().nullable(),
  /** Minor units of the currency. */
  amountMinor: z.number().int(),
  currency: z.string(),
  method: z.string(),
  /** Where the money goes (IBAN, wallet, address): what the operator pays to. */
  requisites: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The fraud check's hold (decision 0046): its score (0–100), verdict and the rules that fired; null when clear. */
  fraudHold: z
    .object({
      score: z.number().int(),
      decision: z.enum(['review', 'decline']),
      reasons: z.array(z.string()),
    })
    .nullable(),
});
export type WithdrawalListItem = z.output<typeof withdrawalListItemSchema>;
export const withdrawalListAnswer = listAnswer(withdrawalListItemSchema);

export const withdrawalApproveInput = z.object({ id: recordIdSchema }).strict();
export const withdrawalDeclineInput = z.object({ id: recordIdSchema, reason: reasonField }).strict();
export const withdrawalDecisionAnswer = withdrawalListItemSchema;
