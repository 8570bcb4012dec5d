import { accountAnswers } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import type { DepositLimitService } from './deposit-limit-service.js';

// account: the deposit limit (spec section 7 account getDepositLimit; setDepositLimit is ours,
// decision 0014). Served by the cashier module, which owns deposits.

/** The services this module's handlers use, handed in by its module.ts. */
export interface DepositLimitApiDeps {
  depositLimits: DepositLimitService;
}

export const depositLimitApi = defineApiModule<DepositLimitApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'account',
      method: 'getDepositLimit',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "The player's deposit limit: period, amount, what is left in this period and when it renews",
      input: z.object({}),
      output: accountAnswers.getDepositLimit,
      handler: async ({ deps, session }) => deps.depositLimits.state(session!.user),
    }),
    defineMethod({
      service: 'account',
      method: 'setDepositLimit',
      http: 'POST',
      access: 'player',
      errors: [],
      summary:
        'Sets (period day, week or month and amount) or removes (period none) the deposit limit; a stricter limit applies at once, a looser one after 24 hours',
      input: z.object({
        period: z.enum(['none', 'day', 'week', 'month']),
        amount: z.string().max(32).optional().default(''),
      }),
      output: accountAnswers.setDepositLimit,
      handler: async ({ deps, session, input, locale }) =>
        deps.depositLimits.set(session!.user, input, locale),
    }),
  ],
});
