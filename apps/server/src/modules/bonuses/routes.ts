import { bonusesAnswers } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';

// bonuses: the player's bonuses (spec section 7), read by the cashier history's bonuses tab and the
// profile. No bonus can exist yet: the bonus engine (its tables, grants and wagering) is a feature
// of its own, not built. Until then the list is truthfully empty; that feature replaces the handler.

export const bonusesApi = defineApiModule({
  needs: [],
  methods: (defineMethod) => [
    defineMethod({
      service: 'bonuses',
      method: 'get',
      http: 'GET',
      access: 'player',
      summary: "The player's bonuses (none exist until the bonus engine is built)",
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(4, 100, 1),
        fields: z.string().max(200).optional(),
        status: z.string().max(100).optional(),
      }),
      output: bonusesAnswers.get,
      handler: async () => ({ total: 0, items: [] }),
    }),
  ],
});
