import { errorFamily } from '@jeton/domain';

/**
 * The refusals the verification module's API and back-office methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const VERIFICATION_ERRORS = errorFamily({
  ALREADY_VERIFIED: { type: 'InvalidRequestException' },
  NOTHING_SUBMITTED: { type: 'InvalidRequestException' },
  NO_APPLICANT: { type: 'InvalidRequestException' },
  REJECTED: { type: 'InvalidRequestException' },
  /** The back office's queue (verification-backoffice.ts): a document the player does not have. */
  DOCUMENT_NOT_FOUND: { type: 'InvalidRequestException' },
});
