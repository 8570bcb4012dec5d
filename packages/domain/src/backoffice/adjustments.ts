import { z } from 'zod';
import {
  isoDateTime,
  listAnswer,
  pagingSchema,
  reasonField,
  recordIdSchema,
  withinListWindow,
} from './shared.js';

// players/adjustBalance, adjustments/list, adjustments/approve, adjustments/decline (decision 0048).

/**
 * An adjustment whose size (either sign) is above this many minor units of its currency needs a
 * second operator's approval; at or below it, it is posted at once. Per currency, as issue 15 asks.
 */
export const ADJUSTMENT_APPROVAL_THRESHOLD_MINOR: Readonly<Record<string, number>> = {
  USD: 50_000,
  EUR: 50_000,
  GBP: 40_000,
  CAD: 70_000,
};

/** A currency missing from the table above needs approval for any amount. */
export function needsSecondOperator(currency: string, amountMinor: number): boolean {
  const threshold = ADJUSTMENT_APPROVAL_THRESHOLD_MINOR[currency] ?? 0;
  return Math.abs(amountMinor) > threshold;
}

/** A single adjustment moves at most this much (one million major units of a 2-digit currency). */
export const ADJUSTMENT_MAX_MINOR = 100_000_000;

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'declined'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const adjustBalanceInput = z
  .object({
    id: recordIdSchema,
    /** Signed minor units of the player's account currency: positive credits, negative debits. */
    amountMinor: z
      .number()
      .int()
      .min(-ADJUSTMENT_MAX_MINOR)
      .max(ADJUSTMENT_MAX_MINOR)
      .refine((value) => value !== 0, { message: 'An adjustment moves some money' }),
    reason: reasonField,
    /** Made by the app once per form: the same request sent again answers the same adjustment. */
    requestKey: z.uuid(),
  })
  .strict();

export const adjustmentSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  playerEmail: z.string().nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.number().int(),
  requestedByEmail: z.string(),
  requestedAt: isoDateTime,
  decidedBy: z.number().int().nullable(),
  decidedByEmail: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  declineReason: z.string().nullable(),
  ledgerTransactionId: z.number().int().nullable(),
});
export type Adjustment = z.output<typeof adjustmentSchema>;

export const adjustmentListInput = withinListWindow(
  z
    .object({ status: z.enum(ADJUSTMENT_STATUSES).optional(), playerId: recordIdSchema.optional() })
    .extend(pagingSchema.shape)
    .strict(),
);
export const adjustmentListAnswer = listAnswer(adjustmentSchema);
export const adjustmentIdInput = z.object({ id: recordIdSchema }).strict();
export const adjustmentDeclineInput = z.object({ id: recordIdSchema, reason: reasonField }).strict();

/** Code of the 403 when the operator who asked for an adjustment tries to approve it too. */
export const SAME_OPERATOR = 'SAME_OPERATOR';
