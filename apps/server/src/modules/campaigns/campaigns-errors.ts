import { errorFamily } from '@jeton/domain';

/**
 * The refusals the campaigns module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const CAMPAIGNS_ERRORS = errorFamily({
  PROMO_CODE_ALREADY_USED: { type: 'InvalidParameterException' },
  PROMO_CODE_EXPIRED: { type: 'InvalidParameterException' },
  PROMO_CODE_INVALID: { type: 'InvalidParameterException' },
  PROMO_CODE_LIMIT_REACHED: { type: 'InvalidParameterException' },
  PROMO_CODE_NOT_AVAILABLE: { type: 'InvalidParameterException' },
  PROMO_CODE_NOT_ELIGIBLE: { type: 'InvalidParameterException' },
  PROMO_CODE_THROTTLED: { type: 'TooManyRequestsException' },
  /** The operators' offers and codes (decision 0093). */
  OFFER_ENDED: { type: 'InvalidRequestException' },
  OFFER_NOT_FOUND: { type: 'InvalidRequestException' },
  PROMO_CODE_NOT_FOUND: { type: 'InvalidRequestException' },
});
