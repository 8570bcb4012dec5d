import { errorFamily } from '@jeton/domain';

/**
 * The refusals the tournaments module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const TOURNAMENTS_ERRORS = errorFamily({
  TOURNAMENT_CURRENCY: { type: 'InvalidRequestException', status: 409 },
  TOURNAMENT_FINISHED: { type: 'InvalidRequestException', status: 409 },
  TOURNAMENT_NOT_FOUND: { type: 'InvalidParameterException' },
  /** The operators' changes (decision 0093): too late to edit, or to cancel. */
  TOURNAMENT_ENDED: { type: 'InvalidRequestException', status: 409 },
  TOURNAMENT_STARTED: { type: 'InvalidRequestException', status: 409 },
});

/**
 * The refusals of the tournaments' back-office methods besides the family's (decision 0093): a
 * tournament the operator names that is not there is a 400 InvalidRequest there, as before (0088).
 */
export const TOURNAMENTS_BACKOFFICE_ERRORS = errorFamily({
  TOURNAMENT_NOT_FOUND: { type: 'InvalidRequestException' },
});
