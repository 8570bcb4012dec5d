/**
 * The studio client API's error codes (decision 0013): what the house studio answers a game client,
 * the server mapping each to a 4xx status and the client to a message.
 */
export type StudioErrorCode =
  | 'SESSION_EXPIRED'
  | 'INSUFFICIENT_FUNDS'
  | 'INVALID_BET'
  | 'ROUND_OPEN'
  /** A request id used again with another stake: the first request's round stands. */
  | 'REQUEST_CONFLICT'
  | 'ROUND_NOT_FOUND'
  | 'ACTION_NOT_ALLOWED'
  /** Responsible gaming refused the stake: a time-out or self-exclusion, or a limit of the period. */
  | 'TIME_OUT'
  | 'SELF_EXCLUDED'
  | 'LOSS_LIMIT_REACHED'
  | 'WAGER_LIMIT_REACHED'
  | 'SESSION_TIME_LIMIT_REACHED'
  /** Anything else the client sent wrong: a missing field, a bad seed, a body too large. */
  | 'INVALID_REQUEST'
  | 'NOT_FOUND';

/**
 * Errors the game maths throws on input a player can send. Each carries the studio
 * client API's error code (decision 0013), so the server maps it to a 4xx as is.
 */
export class HouseGameError extends Error {
  constructor(
    readonly code: 'INVALID_BET' | 'ACTION_NOT_ALLOWED',
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The bet is malformed or not offered (a dice target out of range, an unknown roulette spot…). */
export class InvalidBetError extends HouseGameError {
  constructor(message: string) {
    super('INVALID_BET', message);
  }
}

/** The action is malformed, or not one of the actions the round allows now. */
export class ActionNotAllowedError extends HouseGameError {
  constructor(message: string) {
    super('ACTION_NOT_ALLOWED', message);
  }
}

/** Runs a validator written with RangeErrors and reports its failure as an invalid bet. */
export function asInvalidBet<T>(validate: () => T): T {
  try {
    return validate();
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) throw new InvalidBetError(error.message);
    throw error;
  }
}
