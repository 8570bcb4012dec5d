import { winnersAnswers } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';

// winners: the big wins of /winners (guests too). Players are shown by a public name only.

export const winnersApi = defineApiModule({
  needs: ['winners'],
  methods: (defineMethod) => [
    defineMethod({
      service: 'winners',
      method: 'get',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'The latest big wins, newest first, each winner shown by a public name',
      input: z.object({
        offset: queryInteger(0, 10_000),
        count: queryInteger(12, 50, 1),
      }),
      output: winnersAnswers.get,
      handler: ({ deps, input, locale }) => deps.winners.list(input, locale),
    }),
  ],
});
