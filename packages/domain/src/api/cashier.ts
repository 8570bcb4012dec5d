import { z } from 'zod';
import { moneyAmountSchema } from './shared.js';

// The answers of the cashier service: deposits, withdrawals and their history.

/** `expired`: a deposit the player left on the provider's page (never paid) after a set time. */
export const PAYMENT_STATUSES = ['created', 'pending', 'success', 'fail', 'cancel', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment in the Deposit info shape of spec section 3 (history items and receipts). */
export const depositInfoSchema = z.object({
  id: z.number(),
  requisites: z.string(),
  method: z.string(),
  type: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  amount: moneyAmountSchema,
  status: z.enum(PAYMENT_STATUSES),
  domain: z.string(),
});

export const cashierAnswers = {
  getdepositsettings: z.object({
    currency: z.string(),
    methods: z.array(
      z.object({
        id: z.number(),
        method: z.string(),
        name: z.string(),
        currencies: z.array(z.string()),
        limits: z.record(z.string(), z.object({ min: z.number(), max: z.number() })),
        min: z.number(),
        max: z.number(),
      }),
    ),
    presets: z.array(z.object({ currency: z.string(), amount: z.array(z.object({ value: z.number() })) })),
    currencies: z.record(z.string(), z.string()),
  }),
  makedeposit: z.object({ id: z.number(), redirect_url: z.string(), status: z.string() }),
  getdepositinfo: depositInfoSchema,
  gethistory: z.object({ total: z.number(), items: z.array(depositInfoSchema) }),
  getwithdrawsettings: z.object({
    currency: z.string(),
    balance: moneyAmountSchema,
    methods: z.array(
      z.object({
        id: z.number(),
        method: z.string(),
        name: z.string(),
        requisites: z.enum(['none', 'iban', 'wallet_email', 'crypto_address']),
        currencies: z.array(z.string()),
        limits: z.record(z.string(), z.object({ min: z.number(), max: z.number() })),
        min: z.number(),
        max: z.number(),
      }),
    ),
    daily_limits: z.object({
      count: z.number(),
      used_count: z.number(),
      amount: z.number(),
      used_amount: z.number(),
    }),
    kyc_threshold: z.number(),
    is_verified: z.boolean(),
  }),
  getbanks: z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), bic: z.string() })) }),
  makewithdrawal: z.object({ id: z.number(), status: z.string() }),
  cancelwithdrawal: depositInfoSchema,
};
