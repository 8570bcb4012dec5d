import { jackpotsAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';
import { listSchema } from '../games/catalogue-input.js';
import { JACKPOTS_ERRORS } from './jackpots-errors.js';
import type { JackpotsService } from './jackpots-service.js';

// Jackpots (spec section 7, "Jackpots: get, getWinners GET"): the must-drop jackpots and their
// winners, public (guests too). The service name keeps the spec's capital.

const jackpotId = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** The services this module's handlers use, handed in by its module.ts. */
export interface JackpotsApiDeps {
  jackpots: JackpotsService;
}

export const jackpotsApi = defineApiModule<JackpotsApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'Jackpots',
      method: 'get',
      http: 'GET',
      access: 'public',
      errors: [],
      summary:
        'Running jackpots: localized name and description, the amount in the pool, the drop range, eligible games and the running cycle’s commitment',
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(20, 100, 1),
        ids: listSchema(z.string().regex(/^\d{1,12}$/), 20)
          .transform((ids) => ids.map(Number))
          .optional(),
      }),
      output: jackpotsAnswers.get,
      handler: ({ deps, input, locale }) => deps.jackpots.get(locale, input),
    }),
    defineMethod({
      service: 'Jackpots',
      method: 'getWinners',
      http: 'GET',
      access: 'public',
      errors: declared(JACKPOTS_ERRORS, 'JACKPOT_NOT_FOUND'),
      summary:
        'Recent jackpot wins, newest first: jackpot, game, amount, time, the winner’s masked public name and the revealed drop amount, salt and commitment',
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(10, 100, 1),
        jackpot_id: jackpotId.optional(),
      }),
      output: jackpotsAnswers.getWinners,
      handler: ({ deps, input, locale }) =>
        deps.jackpots.getWinners(locale, {
          offset: input.offset,
          count: input.count,
          ...(input.jackpot_id === undefined ? {} : { jackpotId: input.jackpot_id }),
        }),
    }),
  ],
});
