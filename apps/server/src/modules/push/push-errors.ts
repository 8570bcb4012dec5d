import { errorFamily } from '@jeton/domain';

/**
 * The refusals the push module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const PUSH_ERRORS = errorFamily({
  PUSH_ENDPOINT_TAKEN: { type: 'AccessDeniedException' },
  PUSH_NOT_SUBSCRIBED: { type: 'InvalidParameterException' },
});
