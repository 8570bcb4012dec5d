import { errorFamily } from '@jeton/domain';

/**
 * The refusals the account module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const ACCOUNT_ERRORS = errorFamily({
  CONFIRMATION_ATTEMPTS_EXCEEDED: { type: 'InvalidRequestException' },
  CONFIRMATION_CODE_EXPIRED: { type: 'InvalidRequestException' },
  CONFIRMATION_CODE_NOT_SENT: { type: 'InvalidRequestException' },
  CONFIRMATION_CODE_WRONG: { type: 'InvalidParameterException' },
  CONFIRMATION_DAILY_LIMIT: { type: 'TooManyRequestsException' },
  CONFIRMATION_LINK_INVALID: { type: 'InvalidRequestException' },
  CONFIRMATION_LOGIN_REQUIRED: { type: 'AuthorizationException' },
  CONFIRMATION_RESEND_TOO_SOON: { type: 'TooManyRequestsException' },
  CONTACT_ALREADY_CONFIRMED: { type: 'InvalidRequestException' },
  CONTACT_ALREADY_SET: { type: 'InvalidRequestException' },
  CONTACT_UNCONFIRMED: { type: 'UserNeedConfirmContactException' },
  CURRENCY_LOCKED: { type: 'InvalidRequestException' },
  REGISTRATION_ALREADY_COMPLETED: { type: 'InvalidRequestException' },
  UNSUBSCRIBE_LINK_EXPIRED: { type: 'InvalidParameterException' },
  UNSUBSCRIBE_LINK_INVALID: { type: 'InvalidParameterException' },
});
