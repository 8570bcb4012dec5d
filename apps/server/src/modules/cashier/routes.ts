import { z } from 'zod';
import { type ApiMethod, defineMethod } from '../../api/method.js';

// cashier: deposits (spec section 7). Withdrawals and history come with their own methods.

const moneySchema = z.object({ amount: z.number(), currency: z.string() });

export const depositInfoSchema = z.object({
  id: z.number(),
  requisites: z.string(),
  method: z.string(),
  type: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  amount: moneySchema,
  status: z.enum(['created', 'pending', 'success', 'fail', 'cancel']),
  domain: z.string(),
});

export const cashierMethods: ApiMethod[] = [
  defineMethod({
    service: 'cashier',
    method: 'getdepositsettings',
    http: 'GET',
    access: 'player',
    summary: "Deposit methods open to the player's currency, their limits, presets and currency symbols",
    input: z.object({}),
    output: z.object({
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
    handler: async ({ services, session, locale }) =>
      services.cashier.depositSettings(session!.user.currency, locale),
  }),
  defineMethod({
    service: 'cashier',
    method: 'makedeposit',
    http: 'POST',
    access: 'player',
    summary: "Opens a deposit; answers its id and the provider's payment page to send the player to",
    input: z.object({
      method: z.string().trim().min(1).max(64),
      amount: z.string().max(32),
    }),
    output: z.object({ id: z.number(), redirect_url: z.string(), status: z.string() }),
    handler: async ({ services, session, input, locale }) =>
      services.cashier.makeDeposit({ id: session!.userId, currency: session!.user.currency }, input, locale),
  }),
  defineMethod({
    service: 'cashier',
    method: 'getdepositinfo',
    http: 'GET',
    access: 'player',
    summary: "One of the player's deposits by id",
    input: z.object({
      id: z
        .string()
        .regex(/^[1-9]\d{0,14}$/)
        .transform(Number),
    }),
    output: depositInfoSchema,
    handler: async ({ services, session, input, locale }) =>
      services.cashier.depositInfo(session!.userId, input.id, locale),
  }),
];
