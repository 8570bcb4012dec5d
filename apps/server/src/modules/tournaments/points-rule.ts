import { currencyScale } from '@jeton/domain';

// The points rule of every tournament (decision 0063): 1 point per 1.00 of real (main) money staked
// on an eligible game, kept in hundredths of a point. Bonus money and play money score nothing, and
// neither does a stake below the tournament's minimum.

/** Hundredths of a point per point. */
export const POINTS_SCALE = 100n;

export interface ScoringTerms {
  currency: string;
  /** Eligible sysnames; empty: every game of the house studio. */
  games: readonly string[];
  minStakeMinor: bigint;
}

export interface ScoredStake {
  currency: string;
  money: string;
  /** The whole stake, real-money parts together (what the minimum is compared with). */
  totalMinor: bigint;
  /** Its main-money part: the part that scores. */
  mainMinor: bigint;
  game: string;
  studio: string;
}

/** Whether the stake is on one of the tournament's games, in its currency, with real money. */
export function isEligibleStake(stake: ScoredStake, terms: ScoringTerms, houseStudio: string): boolean {
  if (stake.money !== 'real' || stake.currency !== terms.currency) return false;
  return terms.games.length === 0 ? stake.studio === houseStudio : terms.games.includes(stake.game);
}

/** The stake's points in hundredths: 0 when it does not score. */
export function pointsOfStake(stake: ScoredStake, terms: ScoringTerms, houseStudio: string): bigint {
  if (!isEligibleStake(stake, terms, houseStudio)) return 0n;
  if (stake.totalMinor <= 0n || stake.totalMinor < terms.minStakeMinor) return 0n;
  if (stake.mainMinor <= 0n) return 0n;
  // Minor units to hundredths of a point: the same number for a currency with cents.
  const unit = 10n ** BigInt(currencyScale(stake.currency));
  return (stake.mainMinor * POINTS_SCALE) / unit;
}

/** Hundredths of a point as the API shows points (a number with at most two decimals). */
export function pointsOf(hundredths: bigint): number {
  return Number(hundredths) / Number(POINTS_SCALE);
}
