import { errorFamily } from '@jeton/domain';

/**
 * The refusals the bonuses module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const BONUSES_ERRORS = errorFamily({
  BONUS_ALREADY_ACTIVE: { type: 'InvalidRequestException' },
  BONUS_ENDED: { type: 'InvalidRequestException' },
  BONUS_NOT_FOUND: { type: 'InvalidRequestException' },
});
