import { campaignsAnswers } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';
import { OFFER_FIELDS } from './offers-service.js';

// campaigns: offers (spec section 7, campaigns getoffers).

const fieldsField = z
  .string()
  .max(200)
  .optional()
  .transform((list) =>
    list === undefined
      ? [...OFFER_FIELDS]
      : list
          .split(',')
          .map((field) => field.trim())
          .filter((field) => field !== ''),
  )
  .pipe(z.array(z.enum(OFFER_FIELDS)).max(OFFER_FIELDS.length));

export const campaignsApi = defineApiModule({
  needs: ['offers'],
  methods: (defineMethod) => [
    defineMethod({
      service: 'campaigns',
      method: 'getoffers',
      http: 'GET',
      access: 'public',
      summary: 'Active campaign offers with their trigger, description and promotions (guests too)',
      input: z.object({
        fields: fieldsField,
        offset: queryInteger(0, 100_000),
        count: queryInteger(20, 100, 1),
      }),
      output: campaignsAnswers.getoffers,
      handler: async ({ deps, session, input, locale }) =>
        deps.offers.list(session ? { id: session.userId } : null, input, locale),
    }),
  ],
});
