import { bonusesAnswers, PLAYER_BONUS_STATUSES } from '@jeton/domain';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import type { BonusService } from './bonus-service.js';
import { BONUSES_ERRORS } from './bonuses-errors.js';
import { bonusLifecycleMethods } from './lifecycle/lifecycle-methods.js';

// bonuses (spec section 7): the player's bonuses, activated and removed by the player.

/** The services this module's handlers use, handed in by its module.ts. */
export interface BonusesApiDeps {
  bonuses: BonusService;
}

export const bonusesApi = defineApiModule<BonusesApiDeps>()({
  methods: (defineMethod) =>
    bonusLifecycleMethods(defineMethod, {
      service: 'bonuses',
      engine: (deps) => deps.bonuses,
      idField: 'bonus_id',
      statuses: PLAYER_BONUS_STATUSES,
      defaultCount: 4,
      answers: bonusesAnswers,
      errors: {
        activate: declared(BONUSES_ERRORS, 'BONUS_ALREADY_ACTIVE'),
        remove: declared(BONUSES_ERRORS, 'BONUS_ENDED', 'BONUS_NOT_FOUND'),
      },
      summaries: {
        get: "The player's bonuses, newest first; of some statuses when `status` lists them",
        activate: 'Activates an available bonus: its money goes on the bonus balance, its wagering starts',
        remove: 'Gives a bonus up: an active one takes what is left of its bonus money with it',
      },
    }),
});
