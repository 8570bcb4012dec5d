import { errorFamily } from '@jeton/domain';

/**
 * The refusals the social-sign-in module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const SOCIAL_SIGN_IN_ERRORS = errorFamily({
  MINI_APP_INIT_DATA_EXPIRED: { type: 'AuthorizationException' },
  MINI_APP_INIT_DATA_FORGED: { type: 'AuthorizationException' },
  MINI_APP_INIT_DATA_MISMATCH: { type: 'AuthorizationException' },
  MINI_APP_OFF: { type: 'AccessDeniedException' },
  SECOND_FACTOR_LOCKED: { type: 'TooManyRequestsException' },
});
