import { errorFamily } from '@jeton/domain';

/**
 * The refusals the cashbacks module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const CASHBACKS_ERRORS = errorFamily({
  CASHBACK_ENDED: { type: 'InvalidRequestException' },
  CASHBACK_EXPIRED: { type: 'InvalidRequestException' },
  CASHBACK_NOT_FOUND: { type: 'InvalidRequestException' },
});
