import { SPORTS_MULTIPLE_LIMITS } from '@jeton/domain';
import { clashingEvents, combinedOdds, oddsHundredths, type SlipItem } from './slip-item.js';

/** Whether the slip's selections can be one multiple (decision 0067), and at what odds. */
export interface MultipleCheck {
  /** The events with more than one selection: they cannot be combined. */
  clashes: Set<number>;
  odds: number;
  tooManyLegs: boolean;
  oddsTooHigh: boolean;
  /** A clash, too many legs, odds too high, or moved prices not yet accepted. */
  blocked: boolean;
}

export function checkMultiple(
  items: readonly SlipItem[],
  movedLegs: Readonly<Record<number, number>>,
): MultipleCheck {
  const clashes = clashingEvents(items);
  const odds = combinedOdds(items.map((item) => item.odds));
  const tooManyLegs = items.length > SPORTS_MULTIPLE_LIMITS.maxLegs;
  const oddsTooHigh = oddsHundredths(odds) > SPORTS_MULTIPLE_LIMITS.maxOddsHundredths;
  const blocked = clashes.size > 0 || tooManyLegs || Object.keys(movedLegs).length > 0 || oddsTooHigh;
  return { clashes, odds, tooManyLegs, oddsTooHigh, blocked };
}
