import type { BettingBonusStatus } from '@jeton/domain';

// The arithmetic and rules of a free bet (decision 0070), pure so that they are unit-tested apart
// from the database.

/** Decimal odds (as an offer states them) in hundredths, the sportsbook's unit. */
export function oddsHundredthsOf(odds: number): number {
  return Math.round(odds * 100);
}

/**
 * What a won free bet pays: the return less the stake (the stake was the house's money), the
 * return rounded down to the minor unit as for every bet. Never negative.
 */
export function freeBetWinningsMinor(stakeMinor: bigint, oddsHundredths: number): bigint {
  const winnings = (stakeMinor * BigInt(oddsHundredths)) / 100n - stakeMinor;
  return winnings > 0n ? winnings : 0n;
}

export type FreeBetRefusal =
  | 'BETTING_BONUS_NOT_ACTIVE'
  | 'BETTING_BONUS_EXPIRED'
  | 'BETTING_BONUS_STAKE'
  | 'BETTING_BONUS_MIN_ODDS';

/**
 * Why a bet cannot be staked from this free bet, or null when it can: the free bet must be active
 * and unexpired, in the bet's currency, staked whole, at its minimum odds or more. A multiple
 * (decision 0077) also needs **every leg** at the minimum odds or more, not only its combined odds:
 * then a void leg (counted at 1.00) never leaves the free bet paying below its minimum, and a
 * near-certain leg cannot ride on one long price.
 */
export function freeBetRefusal(
  bonus: {
    status: BettingBonusStatus;
    expiresAt: Date;
    currency: string;
    amountMinor: bigint;
    minOddsHundredths: number;
  },
  bet: {
    currency: string;
    stakeMinor: bigint;
    oddsHundredths: number;
    legOddsHundredths?: readonly number[];
  },
  now: Date,
): FreeBetRefusal | null {
  if (bonus.status !== 'active' || bonus.currency !== bet.currency) return 'BETTING_BONUS_NOT_ACTIVE';
  if (bonus.expiresAt <= now) return 'BETTING_BONUS_EXPIRED';
  if (bet.stakeMinor !== bonus.amountMinor) return 'BETTING_BONUS_STAKE';
  if (bet.oddsHundredths < bonus.minOddsHundredths) return 'BETTING_BONUS_MIN_ODDS';
  if (bet.legOddsHundredths?.some((odds) => odds < bonus.minOddsHundredths)) return 'BETTING_BONUS_MIN_ODDS';
  return null;
}

/**
 * What settling a free bet pays to the main balance: the winnings when won; nothing when lost or
 * void (a void free bet's stake goes back to the betting-bonus balance, never to real money).
 */
export function freeBetPayoutMinor(
  outcome: 'won' | 'lost' | 'void',
  stakeMinor: bigint,
  oddsHundredths: number,
): bigint {
  return outcome === 'won' ? freeBetWinningsMinor(stakeMinor, oddsHundredths) : 0n;
}
