import { errorFamily } from '@jeton/domain';

/**
 * The refusals the jackpots module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const JACKPOTS_ERRORS = errorFamily({
  JACKPOT_NOT_FOUND: { type: 'InvalidParameterException' },
});

/**
 * The refusals of the jackpots' back-office methods (decision 0093): a jackpot the operator names
 * that is not there is a 400 InvalidRequest there, as the back office answered it before (0088).
 */
export const JACKPOTS_BACKOFFICE_ERRORS = errorFamily({
  JACKPOT_NOT_FOUND: { type: 'InvalidRequestException' },
});
