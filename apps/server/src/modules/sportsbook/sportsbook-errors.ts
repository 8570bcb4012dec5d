import { type CodedAppError, errorFamily } from '@jeton/domain';

/** Why a bet was refused; the bet slip words each code for the player. */
export type SportsbookErrorCode =
  /** The price moved since the player saw it: `data` carries the new odds and version. */
  | 'PRICE_CHANGED'
  /** The market is suspended or has a result. */
  | 'MARKET_CLOSED'
  /** The event started (and is not in play) or is over. */
  | 'EVENT_STARTED'
  | 'SELECTION_NOT_FOUND'
  | 'EVENT_NOT_FOUND'
  | 'STAKE_TOO_LOW'
  | 'STAKE_TOO_HIGH'
  /** Stake × odds would pass the most a single bet may return. */
  | 'RETURN_TOO_HIGH'
  /** The request id was used before for another bet. */
  | 'BET_KEY_REUSED'
  /** Two legs of a multiple are of one event: `data.event_ids` names it. */
  | 'SAME_EVENT_LEGS'
  /** A multiple's combined odds pass the most a multiple may have. */
  | 'ODDS_TOO_HIGH'
  /** No such bet of the caller's (another player's bet answers the same: decision 0074). */
  | 'BET_NOT_FOUND'
  /** The bet is settled or cashed out already: `data.status` says which. */
  | 'BET_NOT_OPEN'
  /** No cash-out offer now (switched off, a free bet, a market suspended or closed). */
  | 'CASH_OUT_UNAVAILABLE'
  /** The offer moved since the player saw it: `data.amount` is the new one, to confirm again. */
  | 'CASH_OUT_CHANGED'
  /** A trader's change (decision 0093): no such market or event, or the market has its result. */
  | 'NOT_FOUND'
  | 'MARKET_SETTLED';

export const SPORTSBOOK_ERRORS = errorFamily<SportsbookErrorCode>({
  PRICE_CHANGED: { type: 'InvalidRequestException', status: 409 },
  MARKET_CLOSED: { type: 'InvalidRequestException', status: 409 },
  EVENT_STARTED: { type: 'InvalidRequestException', status: 409 },
  SELECTION_NOT_FOUND: { type: 'InvalidParameterException' },
  EVENT_NOT_FOUND: { type: 'InvalidParameterException', status: 404 },
  STAKE_TOO_LOW: { type: 'InvalidParameterException' },
  STAKE_TOO_HIGH: { type: 'InvalidParameterException' },
  RETURN_TOO_HIGH: { type: 'InvalidParameterException' },
  BET_KEY_REUSED: { type: 'InvalidRequestException', status: 409 },
  SAME_EVENT_LEGS: { type: 'InvalidParameterException' },
  ODDS_TOO_HIGH: { type: 'InvalidParameterException' },
  BET_NOT_FOUND: { type: 'InvalidParameterException', status: 404 },
  BET_NOT_OPEN: { type: 'InvalidRequestException', status: 409 },
  CASH_OUT_UNAVAILABLE: { type: 'InvalidRequestException', status: 409 },
  CASH_OUT_CHANGED: { type: 'InvalidRequestException', status: 409 },
  NOT_FOUND: { type: 'InvalidRequestException', status: 404 },
  MARKET_SETTLED: { type: 'InvalidRequestException', status: 409 },
});

export type SportsbookError = CodedAppError<SportsbookErrorCode>;

export function sportsbookError(
  code: SportsbookErrorCode,
  message: string,
  data?: Record<string, unknown>,
): SportsbookError {
  return SPORTSBOOK_ERRORS.create(code, message, data ? { data } : {});
}
