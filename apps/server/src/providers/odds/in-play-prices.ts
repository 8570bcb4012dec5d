import { MAX_FEED_ODDS } from '../../ports/odds-feed.js';
import { oddsFor } from './demo-fixtures.js';
import { type FinalScore, whistleScore, winnerOf } from './market-outcomes.js';
import type { Remaining } from './sandbox-scoring.js';

// The sandbox's in-play prices (decision 0082): a live market's selections priced from the score
// and what each side may still score. Every final score the two laws allow is weighed and asked of
// `winnerOf`, the function that will result the market at the whistle, so every kind of market,
// of today or added later, is priced exactly as it will be settled.

/** A market as the sandbox reads it from its tables (its kind and its selections' feed ids). */
export interface LiveMarket {
  feedId: string;
  kind: string;
  selections: readonly { feedId: string }[];
}

/**
 * Each selection's chance to win, by its feed id (they sum to 1), or null for a kind `winnerOf`
 * does not know (it will be void: no price to give). The whistle's tie rule (`whistleScore`) applies.
 */
export function inPlayProbabilities(
  sport: string,
  market: LiveMarket,
  score: FinalScore,
  remaining: { home: Remaining; away: Remaining },
): Map<string, number> | null {
  const chances = new Map(market.selections.map((selection) => [selection.feedId, 0]));
  const { home, away } = remaining;
  for (const [i, homeChance] of home.probabilities.entries()) {
    for (const [j, awayChance] of away.probabilities.entries()) {
      const final = whistleScore(sport, {
        home: score.home + home.from + i,
        away: score.away + away.from + j,
      });
      const winner = winnerOf(market, final);
      if (winner === null) return null;
      const sum = chances.get(winner);
      if (sum !== undefined) chances.set(winner, sum + homeChance * awayChance);
    }
  }
  return chances;
}

/** A chance below this is priced at the book's highest odds rather than divided by. */
const LONGEST_CHANCE = 100 / 1.06 / MAX_FEED_ODDS;

/**
 * Odds in hundredths for a chance, with the book's margin (`oddsFor`, at least 1.02), and at most
 * the highest odds the book accepts for a chance that is all but gone.
 */
export function inPlayOdds(probability: number): number {
  return probability < LONGEST_CHANCE ? MAX_FEED_ODDS : Math.min(MAX_FEED_ODDS, oddsFor(probability));
}

/** Each selection's live odds by feed id, or null for a kind that cannot be priced. */
export function inPlayPrices(
  sport: string,
  market: LiveMarket,
  score: FinalScore,
  remaining: { home: Remaining; away: Remaining },
): Map<string, number> | null {
  const chances = inPlayProbabilities(sport, market, score, remaining);
  if (!chances) return null;
  return new Map([...chances].map(([feedId, chance]) => [feedId, inPlayOdds(chance)]));
}
