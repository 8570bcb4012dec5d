import { errorFamily } from '@jeton/domain';

/**
 * The refusals the winners module's methods answer (the back office's, decision 0093), by code, with
 * their catalogue type and status; the check in tests fails a call whose refusal disagrees.
 */
export const WINNERS_ERRORS = errorFamily({
  BIG_WIN_NOT_FOUND: { type: 'InvalidRequestException' },
});
