import { BETTING_BONUS_STATUSES, bettingBonusesAnswers } from '@jeton/domain';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { bonusLifecycleMethods } from '../bonuses/lifecycle/lifecycle-methods.js';
import { BETTING_BONUS_ERRORS } from './betting-bonus-errors.js';
import type { BettingBonusService } from './betting-bonus-service.js';

// BettingBonuses (spec section 7, decision 0070): the player's free bets, activated and removed by
// the player; placed through sportsbook/placeBet with `betting_bonus_id`.

/** The services this module's handlers use, handed in by its module.ts. */
export interface BettingBonusesApiDeps {
  bettingBonuses: BettingBonusService;
}

export const bettingBonusesApi = defineApiModule<BettingBonusesApiDeps>()({
  methods: (defineMethod) =>
    bonusLifecycleMethods(defineMethod, {
      service: 'BettingBonuses',
      engine: (deps) => deps.bettingBonuses,
      idField: 'betting_bonus_id',
      statuses: BETTING_BONUS_STATUSES,
      defaultCount: 10,
      answers: bettingBonusesAnswers,
      errors: {
        activate: declared(
          BETTING_BONUS_ERRORS,
          'BETTING_BONUS_ENDED',
          'BETTING_BONUS_EXPIRED',
          'BETTING_BONUS_IN_USE',
          'BETTING_BONUS_NOT_FOUND',
        ),
        remove: declared(BETTING_BONUS_ERRORS, 'BETTING_BONUS_IN_BET', 'BETTING_BONUS_NOT_FOUND'),
      },
      summaries: {
        get: "The player's betting bonuses (free bets), newest first; of some statuses when `status` lists them",
        activate:
          'Activates an available betting bonus: its free bet goes on the betting-bonus balance (one at a time), ready to place',
        remove: 'Forfeits a betting bonus that is not in a bet: an active one takes its free bet back',
      },
    }),
});
