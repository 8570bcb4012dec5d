import { z } from 'zod';
import { moneyAmountSchema } from './shared.js';

// The answers of the cashbacks service (decision 0064): a share of a period's net real-money losses,
// claimed by the player within a window.

/**
 * The spec names `active` (to claim) and `paid_out`. A cashback whose claim window passed is
 * `expired`, one the player declined (`cashbacks/remove`) is `removed`: both stay in the history.
 */
export const CASHBACK_STATUSES = ['active', 'paid_out', 'expired', 'removed'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

export const CASHBACK_PERIODS = ['weekly', 'daily'] as const;
export type CashbackPeriod = (typeof CASHBACK_PERIODS)[number];

export const cashbackSchema = z.object({
  id: z.number(),
  status: z.enum(CASHBACK_STATUSES),
  /** "Weekly cashback" in the caller's language. */
  description: z.string(),
  period: z.enum(CASHBACK_PERIODS),
  amount: moneyAmountSchema,
  /** How it was computed: the period's net real-money losses, the percent and the cap then in force. */
  net_loss: moneyAmountSchema,
  percent: z.number(),
  max_amount: moneyAmountSchema,
  /** The period: from `start_date` (included) to `end_date` (excluded), ISO times. */
  start_date: z.string(),
  end_date: z.string(),
  /** Until when it may be claimed. */
  receiving_expired_at: z.string().nullable(),
  paid_out_at: z.string().nullable(),
  created_at: z.string(),
});
export type Cashback = z.infer<typeof cashbackSchema>;

/** The operator's rule as players read it. */
export const cashbackRuleInfoSchema = z.object({
  enabled: z.boolean(),
  period: z.enum(CASHBACK_PERIODS),
  percent: z.number(),
  min_loss: moneyAmountSchema,
  max_amount: moneyAmountSchema,
  claim_days: z.number(),
});

export const cashbacksAnswers = {
  get: z.object({ total: z.number(), items: z.array(cashbackSchema) }),
  payout: cashbackSchema,
  remove: cashbackSchema,
  getrule: cashbackRuleInfoSchema,
};
