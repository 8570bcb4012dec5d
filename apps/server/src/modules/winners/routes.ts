import { winnersAnswers } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';
import type { WinnersService } from './winners-service.js';

// winners: the big wins of /winners (guests too). Players are shown by a public name only.

/** The services this module's handlers use, handed in by its module.ts. */
export interface WinnersApiDeps {
  winners: WinnersService;
}

export const winnersApi = defineApiModule<WinnersApiDeps>()({
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
