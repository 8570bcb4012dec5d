import { errorFamily } from '@jeton/domain';

/**
 * The refusals the game-history module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const GAME_HISTORY_ERRORS = errorFamily({
  GAME_HISTORY_EXPORT_DISABLED: { type: 'InvalidRequestException' },
});
