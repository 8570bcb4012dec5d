import { type CodedAppError, errorFamily } from '@jeton/domain';
import { INSUFFICIENT_FUNDS_ANSWER } from '../../ledger/index.js';

/** Why the seamless wallet refused a call. Each code is part of the wallet's protocol. */
export type WalletErrorCode =
  | 'INSUFFICIENT_FUNDS'
  /** The bet was rolled back before it arrived: it can never be taken. */
  | 'BET_ROLLED_BACK'
  /** A rollback on a round that already paid a win. */
  | 'ROUND_SETTLED'
  /** A win on a round whose bet was rolled back. */
  | 'ROUND_ROLLED_BACK'
  /** The transaction id was used before for another call. */
  | 'TRANSACTION_CONFLICT'
  /** A rollback names a transaction that is not a bet, or another player's. */
  | 'NOT_A_BET'
  /** A win on a round where this studio took no bet from this player. */
  | 'NO_BET_ON_ROUND'
  /** A round's wins would pass the studio's limit (a multiple of the round's stakes). */
  | 'WIN_LIMIT_EXCEEDED'
  | 'PLAYER_NOT_FOUND'
  | 'PLAYER_BLOCKED'
  /** Responsible gaming: a time-out, a self-exclusion, or a loss, wager or session-time limit. */
  | 'TIME_OUT'
  | 'SELF_EXCLUDED'
  | 'LOSS_LIMIT_REACHED'
  | 'WAGER_LIMIT_REACHED'
  | 'SESSION_TIME_LIMIT_REACHED'
  | 'CURRENCY_MISMATCH'
  | 'INVALID_REQUEST'
  | 'INVALID_SIGNATURE'
  | 'STALE_REQUEST'
  | 'UNKNOWN_STUDIO'
  | 'UNKNOWN_ACTION';

/** The wallet's refusals: AppErrors whose code and HTTP status are the seamless-wallet protocol's. */
export const WALLET_ERRORS = errorFamily<WalletErrorCode>({
  INSUFFICIENT_FUNDS: INSUFFICIENT_FUNDS_ANSWER,
  BET_ROLLED_BACK: { type: 'InvalidRequestException', status: 409 },
  ROUND_SETTLED: { type: 'InvalidRequestException', status: 409 },
  ROUND_ROLLED_BACK: { type: 'InvalidRequestException', status: 409 },
  TRANSACTION_CONFLICT: { type: 'InvalidRequestException', status: 409 },
  NOT_A_BET: { type: 'InvalidRequestException', status: 409 },
  NO_BET_ON_ROUND: { type: 'InvalidRequestException', status: 409 },
  WIN_LIMIT_EXCEEDED: { type: 'InvalidRequestException', status: 409 },
  PLAYER_NOT_FOUND: { type: 'InvalidParameterException', status: 404 },
  PLAYER_BLOCKED: { type: 'AccessDeniedException' },
  TIME_OUT: { type: 'AccessDeniedException' },
  SELF_EXCLUDED: { type: 'AccessDeniedException' },
  LOSS_LIMIT_REACHED: { type: 'AccessDeniedException', status: 409 },
  WAGER_LIMIT_REACHED: { type: 'AccessDeniedException', status: 409 },
  SESSION_TIME_LIMIT_REACHED: { type: 'AccessDeniedException', status: 409 },
  CURRENCY_MISMATCH: { type: 'InvalidRequestException', status: 409 },
  INVALID_REQUEST: { type: 'InvalidRequestException' },
  INVALID_SIGNATURE: { type: 'AuthorizationException' },
  STALE_REQUEST: { type: 'AuthorizationException' },
  UNKNOWN_STUDIO: { type: 'MethodNotFoundException' },
  UNKNOWN_ACTION: { type: 'MethodNotFoundException' },
});

export type WalletError = CodedAppError<WalletErrorCode>;

export function walletError(code: WalletErrorCode, message: string): WalletError {
  return WALLET_ERRORS.create(code, message);
}

export const isWalletError = WALLET_ERRORS.is;
