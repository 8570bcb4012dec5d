import { errorFamily } from '@jeton/domain';

/**
 * The refusals the content pages' methods answer (the back office's, decision 0093), by code, with
 * their catalogue type and status; the check in tests fails a call whose refusal disagrees.
 */
export const CONTENT_PAGES_ERRORS = errorFamily({
  /** The page was saved by someone else since the editor opened it. */
  CONTENT_VERSION_CONFLICT: { type: 'InvalidRequestException', status: 409 },
});
