/** The studio client API's error codes (decision 0013), with a 4xx status each. */
export type StudioErrorCode =
  | 'SESSION_EXPIRED'
  | 'INSUFFICIENT_FUNDS'
  | 'INVALID_BET'
  | 'ROUND_OPEN'
  | 'ROUND_NOT_FOUND'
  | 'ACTION_NOT_ALLOWED'
  /** Anything else the client sent wrong: a missing field, a bad seed, a body too large. */
  | 'INVALID_REQUEST'
  | 'NOT_FOUND';

const STATUS: Record<StudioErrorCode, number> = {
  SESSION_EXPIRED: 401,
  INSUFFICIENT_FUNDS: 409,
  INVALID_BET: 400,
  ROUND_OPEN: 409,
  ROUND_NOT_FOUND: 404,
  ACTION_NOT_ALLOWED: 409,
  INVALID_REQUEST: 400,
  NOT_FOUND: 404,
};

export class StudioError extends Error {
  readonly status: number;
  constructor(
    readonly code: StudioErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StudioError';
    this.status = STATUS[code];
  }
}
