import { BETTING_BONUS_STATUSES, bettingBonusesAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { queryInteger, queryStatusList } from '../../api/query-fields.js';
import { BETTING_BONUS_ERRORS } from './betting-bonus-errors.js';

// BettingBonuses (spec section 7, decision 0070): the player's free bets, activated and removed by
// the player; placed through sportsbook/placeBet with `betting_bonus_id`.

const bettingBonusId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const bettingBonusesApi = defineApiModule({
  needs: ['bettingBonuses'],
  methods: (defineMethod) => [
    defineMethod({
      service: 'BettingBonuses',
      method: 'get',
      http: 'GET',
      access: 'player',
      errors: [],
      summary:
        "The player's betting bonuses (free bets), newest first; of some statuses when `status` lists them",
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(10, 100, 1),
        fields: z.string().max(200).optional(),
        status: queryStatusList(BETTING_BONUS_STATUSES),
      }),
      output: bettingBonusesAnswers.get,
      handler: ({ deps, session, input, locale }) =>
        deps.bettingBonuses.list(
          session!.userId,
          { offset: input.offset, count: input.count, statuses: input.status },
          locale,
        ),
    }),
    defineMethod({
      service: 'BettingBonuses',
      method: 'activate',
      http: 'POST',
      access: 'player',
      errors: declared(
        BETTING_BONUS_ERRORS,
        'BETTING_BONUS_ENDED',
        'BETTING_BONUS_IN_USE',
        'BETTING_BONUS_NOT_FOUND',
      ),
      summary:
        'Activates an available betting bonus: its free bet goes on the betting-bonus balance (one at a time), ready to place',
      input: z.object({ betting_bonus_id: bettingBonusId }),
      output: bettingBonusesAnswers.activate,
      handler: ({ deps, session, input, locale }) =>
        deps.bettingBonuses.activate(session!.userId, input.betting_bonus_id, locale),
    }),
    defineMethod({
      service: 'BettingBonuses',
      method: 'remove',
      http: 'POST',
      access: 'player',
      errors: declared(BETTING_BONUS_ERRORS, 'BETTING_BONUS_IN_BET', 'BETTING_BONUS_NOT_FOUND'),
      summary: 'Forfeits a betting bonus that is not in a bet: an active one takes its free bet back',
      input: z.object({ betting_bonus_id: bettingBonusId }),
      output: bettingBonusesAnswers.remove,
      handler: ({ deps, session, input, locale }) =>
        deps.bettingBonuses.remove(session!.userId, input.betting_bonus_id, locale),
    }),
  ],
});
