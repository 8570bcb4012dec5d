import { errorFamily } from '@jeton/domain';

/**
 * The refusals the support module's API and back-office methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const SUPPORT_ERRORS = errorFamily({
  EMAIL_REQUIRED: { type: 'InvalidParameterException' },
  FILE_TYPE_REFUSED: { type: 'InvalidParameterException' },
  /** The back office's inbox (support-backoffice.ts): a message or attachment the operator names is not there. */
  FEEDBACK_NOT_FOUND: { type: 'InvalidRequestException' },
  ATTACHMENT_NOT_FOUND: { type: 'InvalidRequestException' },
});
