import { errorFamily } from '@jeton/domain';

/**
 * The refusals the popups module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const POPUPS_ERRORS = errorFamily({
  POPUP_NOT_FOUND: { type: 'InvalidRequestException' },
});
