import { type CodedAppError, errorFamily } from '@jeton/domain';
import type { StudioErrorCode } from '@jeton/games';
import { INSUFFICIENT_FUNDS_ANSWER } from '../../ledger/index.js';
import { WALLET_ERRORS } from '../wallet/wallet-errors.js';

export type { StudioErrorCode };

const wallet = WALLET_ERRORS.answers;

/**
 * The studio client API's refusals (decision 0013): AppErrors whose code and HTTP status are the
 * protocol's. The codes it shares with the wallet mean the same and answer alike.
 */
export const STUDIO_ERRORS = errorFamily<StudioErrorCode>({
  SESSION_EXPIRED: { type: 'AuthorizationException' },
  INSUFFICIENT_FUNDS: INSUFFICIENT_FUNDS_ANSWER,
  INVALID_BET: { type: 'InvalidParameterException' },
  ROUND_OPEN: { type: 'InvalidRequestException', status: 409 },
  REQUEST_CONFLICT: { type: 'InvalidRequestException', status: 409 },
  ROUND_NOT_FOUND: { type: 'InvalidParameterException', status: 404 },
  ACTION_NOT_ALLOWED: { type: 'InvalidRequestException', status: 409 },
  TIME_OUT: wallet.TIME_OUT,
  SELF_EXCLUDED: wallet.SELF_EXCLUDED,
  LOSS_LIMIT_REACHED: wallet.LOSS_LIMIT_REACHED,
  WAGER_LIMIT_REACHED: wallet.WAGER_LIMIT_REACHED,
  SESSION_TIME_LIMIT_REACHED: wallet.SESSION_TIME_LIMIT_REACHED,
  INVALID_REQUEST: wallet.INVALID_REQUEST,
  NOT_FOUND: { type: 'MethodNotFoundException' },
});

export type StudioError = CodedAppError<StudioErrorCode>;

export function studioError(code: StudioErrorCode, message: string): StudioError {
  return STUDIO_ERRORS.create(code, message);
}

export const isStudioError = STUDIO_ERRORS.is;
