import type { StudioErrorCode } from '@jeton/games';

export type { StudioErrorCode };

const STATUS: Record<StudioErrorCode, number> = {
  SESSION_EXPIRED: 401,
  INSUFFICIENT_FUNDS: 409,
  INVALID_BET: 400,
  ROUND_OPEN: 409,
  REQUEST_CONFLICT: 409,
  ROUND_NOT_FOUND: 404,
  ACTION_NOT_ALLOWED: 409,
  TIME_OUT: 403,
  SELF_EXCLUDED: 403,
  LOSS_LIMIT_REACHED: 409,
  WAGER_LIMIT_REACHED: 409,
  SESSION_TIME_LIMIT_REACHED: 409,
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
