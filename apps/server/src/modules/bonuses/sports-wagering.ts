import type { BetSettledPayload } from '../sportsbook/sportsbook-events.js';

/** The lowest odds, in hundredths, at which a sports stake counts towards a bonus's wagering. */
export const SPORTS_WAGERING_MIN_ODDS = 150;

/**
 * Whether a settled sports bet's stake counts towards bonus wagering (decision 0073): won or lost
 * (a void bet returned its stake), not a free bet (the house's stake), at odds of 1.50 or more (a multiple at its combined odds), so
 * near-certain prices cannot clear a bonus.
 */
export function sportsStakeWagers(settled: BetSettledPayload): boolean {
  // A cashed-out bet closed its risk early: it wagers nothing (decision 0074).
  if (settled.outcome === 'void' || settled.outcome === 'cashed_out' || settled.freeBet === true)
    return false;
  if (settled.stake === undefined || settled.odds === undefined || settled.placedAt === undefined)
    return false;
  return settled.odds >= SPORTS_WAGERING_MIN_ODDS && BigInt(settled.stake) > 0n;
}
