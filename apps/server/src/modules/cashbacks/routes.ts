import { cashbacksAnswers } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';

// cashbacks: the player's cashbacks (spec section 7), read by the cashier history's cashbacks tab.
// No cashback can exist yet: cashback is a feature of its own, not built. Until then the list is
// truthfully empty; that feature replaces the handler (and adds payout and remove).

const CASHBACK_STATUSES = ['active', 'paid_out'] as const;

export const cashbacksApi = defineApiModule({
  needs: [],
  methods: (defineMethod) => [
    defineMethod({
      service: 'cashbacks',
      method: 'get',
      http: 'GET',
      access: 'player',
      summary: "The player's cashbacks (none exist until cashback is built)",
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(4, 100, 1),
        sort: z.string().max(64).optional(),
        order: z.enum(['asc', 'desc']).optional(),
        statuses: z
          .string()
          .max(100)
          .optional()
          .transform((list) => (list ?? '').split(',').filter((status) => status !== ''))
          .pipe(z.array(z.enum(CASHBACK_STATUSES))),
        fields: z.string().max(200).optional(),
      }),
      output: cashbacksAnswers.get,
      handler: async () => ({ total: 0, items: [] }),
    }),
  ],
});
