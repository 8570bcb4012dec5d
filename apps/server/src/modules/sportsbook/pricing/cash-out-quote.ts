import { combinedOddsHundredths } from './odds.js';
import type { LegResult } from './settlement-outcome.js';

// The cash-out offer's arithmetic (decision 0074), in integers: odds in hundredths, money in minor
// units, the margin in basis points. Rounded down once, at the end: the house never pays a
// fraction it does not owe.

/** One leg of a bet (a single is one leg) as cash-out sees it now. */
export interface CashOutLeg {
  /** The price the player accepted for this leg. */
  placedOddsHundredths: number;
  /** Its market's result so far: only `open` legs are priced again. */
  result: LegResult;
  /** The selection's current price, and whether it is on offer (market open, event not over). */
  currentOddsHundredths: number;
  offered: boolean;
}

/**
 * What cashing out pays now, or null when there is no offer:
 * value = stake × placed odds ÷ current odds of the legs still to play, × margin.
 * A multiple's won legs count at their placed odds (they are no longer at risk: their current price
 * is 1.00), void legs at 1.00 (as settlement counts them). No offer when a leg lost (the bet is
 * lost), when no leg is left to play (settlement is due), or when a leg to play is not on offer.
 * `placedOddsHundredths` is the bet's own price (a multiple's combined odds, rounded as placed).
 */
export function cashOutValueMinor(bet: {
  stakeMinor: bigint;
  placedOddsHundredths: number;
  legs: readonly CashOutLeg[];
  marginBp: number;
}): bigint | null {
  const { legs } = bet;
  if (legs.length === 0 || legs.some((leg) => leg.result === 'lost')) return null;
  const open = legs.filter((leg) => leg.result === 'open');
  if (open.length === 0 || open.some((leg) => !leg.offered)) return null;
  const live = legs.filter((leg) => leg.result !== 'void');
  // With no void leg the bet's price is the one placed; a void leg drops out as settlement does.
  const placed =
    live.length === legs.length
      ? bet.placedOddsHundredths
      : combinedOddsHundredths(live.map((leg) => leg.placedOddsHundredths));
  let current = 1n;
  for (const leg of open) current *= BigInt(leg.currentOddsHundredths);
  // stake × (placed/100) ÷ (Π current/100) × (margin/10000)
  const numerator = bet.stakeMinor * BigInt(placed) * 100n ** BigInt(open.length - 1) * BigInt(bet.marginBp);
  const value = numerator / (current * 10_000n);
  return value > 0n ? value : null;
}
