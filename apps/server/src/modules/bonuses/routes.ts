import { bonusesAnswers, PLAYER_BONUS_STATUSES } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { queryInteger, queryStatusList } from '../../api/query-fields.js';
import { BONUSES_ERRORS } from './bonuses-errors.js';

// bonuses (spec section 7): the player's bonuses, activated and removed by the player.

const bonusId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const bonusesApi = defineApiModule({
  needs: ['bonuses'],
  methods: (defineMethod) => [
    defineMethod({
      service: 'bonuses',
      method: 'get',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "The player's bonuses, newest first; of some statuses when `status` lists them",
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(4, 100, 1),
        fields: z.string().max(200).optional(),
        status: queryStatusList(PLAYER_BONUS_STATUSES),
      }),
      output: bonusesAnswers.get,
      handler: ({ deps, session, input, locale }) =>
        deps.bonuses.list(
          session!.userId,
          { offset: input.offset, count: input.count, statuses: input.status },
          locale,
        ),
    }),
    defineMethod({
      service: 'bonuses',
      method: 'activate',
      http: 'POST',
      access: 'player',
      errors: declared(BONUSES_ERRORS, 'BONUS_ALREADY_ACTIVE'),
      summary: 'Activates an available bonus: its money goes on the bonus balance, its wagering starts',
      input: z.object({ bonus_id: bonusId }),
      output: bonusesAnswers.activate,
      handler: ({ deps, session, input, locale }) =>
        deps.bonuses.activate(session!.userId, input.bonus_id, locale),
    }),
    defineMethod({
      service: 'bonuses',
      method: 'remove',
      http: 'POST',
      access: 'player',
      errors: declared(BONUSES_ERRORS, 'BONUS_ENDED', 'BONUS_NOT_FOUND'),
      summary: 'Gives a bonus up: an active one takes what is left of its bonus money with it',
      input: z.object({ bonus_id: bonusId }),
      output: bonusesAnswers.remove,
      handler: ({ deps, session, input, locale }) =>
        deps.bonuses.remove(session!.userId, input.bonus_id, locale),
    }),
  ],
});
