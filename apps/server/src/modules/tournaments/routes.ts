import { TOURNAMENT_EXTRA_FIELDS, TOURNAMENT_STATUSES, tournamentsAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';
import { listSchema } from '../games/catalogue-input.js';
import { TOURNAMENTS_ERRORS } from './tournaments-errors.js';
import type { TournamentsService } from './tournaments-service.js';

// tournaments (spec section 7: get GET (count, offset, ids, fields, status), participate POST
// (tournament_id)). Guests read the lists; joining is a player's.

const idText = z.string().regex(/^[1-9]\d{0,11}$/, 'A tournament id');
const tournamentId = idText.transform(Number).pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** The services this module's handlers use, handed in by its module.ts. */
export interface TournamentsApiDeps {
  tournaments: TournamentsService;
}

export const tournamentsApi = defineApiModule<TournamentsApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'tournaments',
      method: 'get',
      http: 'GET',
      access: 'public',
      errors: [],
      summary:
        'Tournaments players see: running (ending soonest first), upcoming, then finished; with the caller’s standing (user_info), prize places and winners. `fields=leaderboard,games` adds the first places and the eligible games',
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(20, 100, 1),
        ids: listSchema(idText, 20)
          .transform((ids) => ids.map(Number))
          .optional(),
        status: listSchema(z.enum(TOURNAMENT_STATUSES), TOURNAMENT_STATUSES.length).optional(),
        fields: listSchema(z.enum(TOURNAMENT_EXTRA_FIELDS), TOURNAMENT_EXTRA_FIELDS.length).optional(),
      }),
      output: tournamentsAnswers.get,
      handler: ({ deps, input, locale, session }) =>
        deps.tournaments.get(locale, session?.userId ?? null, {
          offset: input.offset,
          count: input.count,
          ...(input.ids === undefined ? {} : { ids: input.ids }),
          ...(input.status === undefined ? {} : { statuses: input.status }),
          ...(input.fields === undefined ? {} : { fields: input.fields }),
        }),
    }),
    defineMethod({
      service: 'tournaments',
      method: 'participate',
      http: 'POST',
      access: 'player',
      errors: declared(
        TOURNAMENTS_ERRORS,
        'TOURNAMENT_CURRENCY',
        'TOURNAMENT_FINISHED',
        'TOURNAMENT_NOT_FOUND',
      ),
      summary:
        'Joins a running or upcoming tournament (tournament_id); joining twice is one participation. Real-money stakes on its games score from then on',
      input: z.object({ tournament_id: tournamentId }),
      output: tournamentsAnswers.participate,
      handler: ({ deps, input, session }) =>
        deps.tournaments.participate(session!.userId, session!.user.currency, input.tournament_id),
    }),
  ],
});
