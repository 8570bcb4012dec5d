import { errorFamily } from '@jeton/domain';

/**
 * The refusals the chat module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const CHAT_ERRORS = errorFamily({
  CHAT_CLOSED: { type: 'InvalidRequestException' },
  CHAT_KEY_USED: { type: 'InvalidParameterException' },
  CHAT_NOT_FOUND: { type: 'InvalidParameterException' },
  EMAIL_REQUIRED: { type: 'InvalidParameterException' },
  /** The back office's desk (decision 0093): the chat is another operator's, or no longer waiting. */
  CHAT_NOT_WAITING: { type: 'InvalidRequestException' },
  CHAT_NOT_YOURS: { type: 'AccessDeniedException' },
});
