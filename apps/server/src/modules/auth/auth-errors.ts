import { errorFamily } from '@jeton/domain';

/**
 * The refusals the auth module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const AUTH_ERRORS = errorFamily({
  INVALID_CREDENTIALS: { type: 'AuthorizationException' },
  LOGIN_THROTTLED: { type: 'TooManyRequestsException' },
  PROMO_CODE_INVALID: { type: 'InvalidParameterException' },
  RECOVERY_CODE_INVALID: { type: 'AuthorizationException' },
  REGISTRATION_CODE_INVALID: { type: 'InvalidParameterException' },
  REGISTRATION_CODE_SENT: { type: 'UserNeedConfirmContactException' },
  RESTORE_TOKEN_INVALID: { type: 'InvalidRequestException' },
  SELF_EXCLUDED: { type: 'AccessDeniedException' },
  SESSION_TIME_LIMIT_REACHED: { type: 'AccessDeniedException' },
  TIME_OUT: { type: 'AccessDeniedException' },
  TWO_FACTOR_CODE_FORMAT: { type: 'AuthorizationException' },
  TWO_FACTOR_EXPIRED: { type: 'AuthorizationException' },
  TWO_FACTOR_INVALID: { type: 'AuthorizationException' },
  TWO_FACTOR_NOT_ENABLED: { type: 'InvalidRequestException' },
  TWO_FACTOR_NOT_STARTED: { type: 'InvalidRequestException' },
  TWO_FACTOR_REPLAYED: { type: 'AuthorizationException' },
  TWO_FACTOR_REQUIRED: { type: 'AuthorizationException' },
});
