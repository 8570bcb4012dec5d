import { errorFamily } from '@jeton/domain';

/**
 * The refusals the games module's back-office methods answer (catalogue-backoffice.ts), by code,
 * with their catalogue type and status: a game or category the operator names that is not there is
 * bad input (400), as the back office answered it before (decision 0093).
 */
export const GAMES_ERRORS = errorFamily({
  GAME_NOT_FOUND: { type: 'InvalidParameterException' },
  CATEGORY_NOT_FOUND: { type: 'InvalidParameterException' },
});
