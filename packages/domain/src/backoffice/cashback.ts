import { z } from 'zod';
import { CASHBACK_PERIODS, CASHBACK_STATUSES } from '../api/cashbacks.js';
import { CURRENCY_CODES } from '../money.js';
import { isoDateTime, listAnswer, pagingSchema, withinListWindow } from './shared.js';

// cashback/get, cashback/saveRule and cashback/compute (decision 0064): the operator's cashback rule,
// the cashbacks it computed, and computing the last closed period now.

/**
 * What a period's cashback is: `percent_bp` (basis points, 1000 = 10 %) of the player's net
 * real-money losses in `currency` over the period, when they reach `min_loss_minor`, at most
 * `max_amount_minor`; the player has `claim_days` to claim it. Amounts in minor units.
 */
export const cashbackRuleSchema = z
  .object({
    enabled: z.boolean(),
    period: z.enum(CASHBACK_PERIODS),
    percent_bp: z.number().int().min(1).max(5_000),
    min_loss_minor: z.number().int().min(0).max(100_000_000),
    max_amount_minor: z.number().int().min(1).max(100_000_000),
    claim_days: z.number().int().min(1).max(60),
    currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
  })
  .strict();
export type CashbackRule = z.infer<typeof cashbackRuleSchema>;

/** Until an operator saves one: 10 % weekly of net losses from 10.00 EUR, at most 500.00, 7 days to claim. */
export const DEFAULT_CASHBACK_RULE: CashbackRule = {
  enabled: true,
  period: 'weekly',
  percent_bp: 1_000,
  min_loss_minor: 1_000,
  max_amount_minor: 50_000,
  claim_days: 7,
  currency: 'EUR',
};

export const cashbackListInput = withinListWindow(
  pagingSchema.extend({ status: z.enum(['all', ...CASHBACK_STATUSES]).default('all') }).strict(),
);

export const cashbackAdminSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  login: z.string(),
  status: z.enum(CASHBACK_STATUSES),
  currency: z.string(),
  periodKey: z.string(),
  lossMinor: z.number(),
  amountMinor: z.number(),
  percentBp: z.number(),
  createdAt: isoDateTime,
  receivingExpiredAt: isoDateTime,
  paidOutAt: isoDateTime.nullable(),
});
export type CashbackAdmin = z.infer<typeof cashbackAdminSchema>;

export const cashbackListAnswer = listAnswer(cashbackAdminSchema).extend({ rule: cashbackRuleSchema });

export const cashbackComputeAnswer = z.object({
  periodKey: z.string(),
  /** False when the period had been computed before: nothing was added. */
  computed: z.boolean(),
  created: z.number().int(),
});
