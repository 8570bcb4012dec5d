import { z } from 'zod';

// Answer schemas of the account service, for the OpenAPI document.

export const moneyAmountSchema = z.object({ amount: z.number(), currency: z.string() });

export const balancesSchema = z.object({
  balance_main: moneyAmountSchema,
  balance_bonus: moneyAmountSchema,
  balance_betting_bonus: moneyAmountSchema,
  balance_fun: moneyAmountSchema,
});

export const accountInfoSchema = balancesSchema.extend({
  uid: z.number().int(),
  reg_time: z.string().nullable(),
  login: z.string(),
  fakename: z.string(),
  is_subscribed: z.boolean(),
  is_on_verification: z.boolean(),
  is_verified: z.boolean(),
  is_kyc_block_enabled: z.boolean(),
  is_registration_completed: z.boolean(),
  country_code: z.string(),
  locale: z.enum(['en', 'fr']),
  two_factor_auth: z.boolean(),
  currency: z.string(),
});
