import { errorFamily } from '@jeton/domain';
import { SAME_OPERATOR } from '@jeton/domain/backoffice';

/**
 * The refusals the back office's own methods answer (decision 0093), by code, with their catalogue
 * type and status: what each method's `errors` picks from. The throw sites build their AppErrors;
 * the router's check in tests fails a call whose refusal disagrees with this list. A few codes
 * answer here otherwise than in their module's family (a player, jackpot or tournament not found is
 * a 400 InvalidRequest or InvalidParameter here, a 404 or another type there): each says what it
 * really answers, as decision 0088 left them.
 */
export const BACKOFFICE_ERRORS = errorFamily({
  /** Log-in: five wrong codes lock the code step (decision 0084). */
  SECOND_FACTOR_LOCKED: { type: 'TooManyRequestsException' },
  PLAYER_NOT_FOUND: { type: 'InvalidParameterException' },
  /** A closed account cannot be banned or unbanned. */
  ACCOUNT_CLOSED: { type: 'UserDeletedException' },
  BALANCE_TOO_LOW: { type: 'InvalidRequestException' },
  REQUEST_KEY_REUSED: { type: 'InvalidRequestException', status: 409 },
  ADJUSTMENT_NOT_FOUND: { type: 'InvalidRequestException' },
  ADJUSTMENT_DECIDED: { type: 'InvalidRequestException', status: 409 },
  /** Four eyes: the operator who asked for an adjustment cannot approve it. */
  [SAME_OPERATOR]: { type: 'AccessDeniedException' },
  INVALID_CONTENT_CONFIG: { type: 'InvalidParameterException' },
});
