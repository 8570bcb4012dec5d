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

const STATUS: Record<WalletErrorCode, number> = {
  INSUFFICIENT_FUNDS: 409,
  BET_ROLLED_BACK: 409,
  ROUND_SETTLED: 409,
  ROUND_ROLLED_BACK: 409,
  TRANSACTION_CONFLICT: 409,
  NOT_A_BET: 409,
  NO_BET_ON_ROUND: 409,
  WIN_LIMIT_EXCEEDED: 409,
  PLAYER_NOT_FOUND: 404,
  PLAYER_BLOCKED: 403,
  TIME_OUT: 403,
  SELF_EXCLUDED: 403,
  LOSS_LIMIT_REACHED: 409,
  WAGER_LIMIT_REACHED: 409,
  SESSION_TIME_LIMIT_REACHED: 409,
  CURRENCY_MISMATCH: 409,
  INVALID_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  STALE_REQUEST: 401,
  UNKNOWN_STUDIO: 404,
  UNKNOWN_ACTION: 404,
};

export class WalletError extends Error {
  readonly status: number;
  constructor(
    readonly code: WalletErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WalletError';
    this.status = STATUS[code];
  }
}
