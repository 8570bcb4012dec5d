import { type CodedAppError, errorFamily } from '@jeton/domain';

/** Why a betting-bonus request was refused; the player site words each code. */
export type BettingBonusErrorCode =
  /** No betting bonus of this id is the caller's. */
  | 'BETTING_BONUS_NOT_FOUND'
  /** It has ended (won, lost, forfeited or expired). */
  | 'BETTING_BONUS_ENDED'
  /** Another betting bonus is active or in a bet: one at a time. */
  | 'BETTING_BONUS_IN_USE'
  /** It is in an open bet: the bet settles it. */
  | 'BETTING_BONUS_IN_BET'
  /** A bet named a free bet that is not active (not activated, in another bet, or ended). */
  | 'BETTING_BONUS_NOT_ACTIVE'
  | 'BETTING_BONUS_EXPIRED'
  /** A free bet is staked whole: `data.amount` is its stake. */
  | 'BETTING_BONUS_STAKE'
  /** The selection's odds are below the free bet's: `data.min_odds`. */
  | 'BETTING_BONUS_MIN_ODDS';

export const BETTING_BONUS_ERRORS = errorFamily<BettingBonusErrorCode>({
  BETTING_BONUS_NOT_FOUND: { type: 'InvalidParameterException', status: 404 },
  BETTING_BONUS_ENDED: { type: 'InvalidRequestException', status: 409 },
  BETTING_BONUS_IN_USE: { type: 'InvalidRequestException', status: 409 },
  BETTING_BONUS_IN_BET: { type: 'InvalidRequestException', status: 409 },
  BETTING_BONUS_NOT_ACTIVE: { type: 'InvalidRequestException', status: 409 },
  BETTING_BONUS_EXPIRED: { type: 'InvalidRequestException', status: 409 },
  BETTING_BONUS_STAKE: { type: 'InvalidParameterException' },
  BETTING_BONUS_MIN_ODDS: { type: 'InvalidParameterException' },
});

export type BettingBonusError = CodedAppError<BettingBonusErrorCode>;

export function bettingBonusError(
  code: BettingBonusErrorCode,
  message: string,
  data?: Record<string, unknown>,
): BettingBonusError {
  return BETTING_BONUS_ERRORS.create(code, message, data ? { data } : {});
}
