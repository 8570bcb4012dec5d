import { MAX_FEED_ODDS, MIN_FEED_ODDS } from '../../../ports/odds-feed.js';

// Decimal odds are kept as integers in hundredths (1.85 is 185), so no price or return is ever a
// float: a return is stake × odds in minor units, rounded down to the minor unit (the house never
// pays a fraction of a cent it does not owe).

/** The lowest odds a selection may have: 1.01 (1.00 would return the stake and nothing more). */
export const MIN_ODDS_HUNDREDTHS = MIN_FEED_ODDS;
/** The highest the feed sends and the back office accepts. */
export const MAX_ODDS_HUNDREDTHS = MAX_FEED_ODDS;

/** What a winning single returns, stake included, in minor units. */
export function potentialReturnMinor(stakeMinor: bigint, oddsHundredths: number): bigint {
  if (!Number.isInteger(oddsHundredths) || oddsHundredths < MIN_ODDS_HUNDREDTHS) {
    throw new RangeError(`Odds out of range: ${oddsHundredths}`);
  }
  return (stakeMinor * BigInt(oddsHundredths)) / 100n;
}

/** Odds in hundredths as the API shows them (1.85). */
export function oddsToDecimal(oddsHundredths: number): number {
  return oddsHundredths / 100;
}

/**
 * The API's decimal odds (a number with at most two decimals) in hundredths, or null when it is not
 * a price the book could show (three decimals, below 1.01, not finite).
 */
export function oddsFromDecimal(odds: number): number | null {
  if (!Number.isFinite(odds)) return null;
  const hundredths = Math.round(odds * 100);
  if (Math.abs(hundredths - odds * 100) > 1e-6) return null;
  if (hundredths < MIN_ODDS_HUNDREDTHS || hundredths > MAX_ODDS_HUNDREDTHS) return null;
  return hundredths;
}

/**
 * A multiple's combined odds in hundredths: the product of its legs' odds, rounded down to the
 * hundredth (1.85 × 2.10 × 1.50 = 5.8275 → 5.82). Exact: the product is taken in integers.
 */
export function combinedOddsHundredths(legs: readonly number[]): number {
  if (legs.length === 0) throw new RangeError('A multiple has legs');
  let product = 1n;
  for (const odds of legs) {
    if (!Number.isInteger(odds) || odds < MIN_ODDS_HUNDREDTHS)
      throw new RangeError(`Odds out of range: ${odds}`);
    product *= BigInt(odds);
  }
  return Number(product / 100n ** BigInt(legs.length - 1));
}
