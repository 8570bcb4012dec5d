import { normalQuantile, TWO_SIDED_SCORING } from './market-prices.js';

// How the sandbox's matches score (decision 0082). Every tick each side makes a few attempts
// (football and tennis one, basketball three) that each add one (a goal, a game, a point) with the
// side's own chance. The chances are set when the fixture is published, from the numbers its
// opening prices were drawn from, so a favourite really scores more; and what a side still scores
// in n ticks is then exactly Binomial(attempts × n, chance), the law the in-play prices read.

/** A side's chance per attempt and tick of adding one to its score. */
export interface SideRates {
  home: number;
  away: number;
}

/** The law of what one side still scores: `probabilities[i]` is the chance of `from + i` more. */
export interface Remaining {
  from: number;
  probabilities: readonly number[];
}

/** The ticks of play the opening prices assume: 4 minutes of 3 s ticks. */
export const TICKS_PER_MATCH = 80;

const ATTEMPTS_PER_TICK: Readonly<Record<string, number>> = { football: 1, tennis: 1, basketball: 3 };

const attemptsPerTick = (sport: string) => ATTEMPTS_PER_TICK[sport] ?? 1;

/**
 * Both sides alike at the league's average, for a match whose own chances are not known (the
 * sandbox keeps them in memory: a match published before a restart). Football about 1.4 goals a
 * side, tennis about 4.8 games, basketball 120 points (1.5 a tick).
 */
export function leagueRates(sport: string): SideRates {
  if (sport === 'basketball') return { home: 0.5, away: 0.5 };
  if (sport === 'tennis') return { home: 0.06, away: 0.06 };
  return { home: 0.017, away: 0.017 };
}

/** Football: each side's goal mean (the Poisson means of its opening prices) spread over the ticks. */
export function footballRates(homeMean: number, awayMean: number): SideRates {
  return { home: homeMean / TICKS_PER_MATCH, away: awayMean / TICKS_PER_MATCH };
}

/**
 * Tennis and basketball: the expected total split so that the home side wins as often as its
 * opening price says: the expected margin is the normal law's quantile of its chance, less half a
 * point because a tie at the whistle is the home side's win.
 */
export function twoSidedRates(sport: keyof typeof TWO_SIDED_SCORING, homeChance: number): SideRates {
  const { total, deviation } = TWO_SIDED_SCORING[sport];
  const margin = deviation * normalQuantile(homeChance) - 0.5;
  const trials = TICKS_PER_MATCH * attemptsPerTick(sport);
  return { home: (total + margin) / 2 / trials, away: (total - margin) / 2 / trials };
}

/** What one tick of play adds to the score, or null when neither side scores. */
export function scoreStep(
  sport: string,
  rates: SideRates,
  random: () => number,
): { home: number; away: number } | null {
  let home = 0;
  let away = 0;
  for (let i = 0; i < attemptsPerTick(sport); i++) {
    if (random() < rates.home) home += 1;
    if (random() < rates.away) away += 1;
  }
  return home + away > 0 ? { home, away } : null;
}

/** Chances below this are left out of a law (and the rest scaled back to sum to 1). */
const NEGLIGIBLE = 1e-12;

/** Binomial(trials, chance), without its negligible tails. */
export function binomialRemaining(trials: number, chance: number): Remaining {
  const q = Math.min(Math.max(chance, 0), 0.999);
  const all = [(1 - q) ** trials];
  for (let k = 0; k < trials; k++) all.push((all[k]! * (trials - k) * q) / ((k + 1) * (1 - q)));
  const from = all.findIndex((p) => p >= NEGLIGIBLE);
  const to = all.findLastIndex((p) => p >= NEGLIGIBLE);
  const kept = all.slice(from, to + 1);
  const total = kept.reduce((sum, p) => sum + p, 0);
  return { from, probabilities: kept.map((p) => p / total) };
}

/** What each side still scores in `ticksLeft` ticks of play at its chances. */
export function remainingScoring(
  sport: string,
  rates: SideRates,
  ticksLeft: number,
): { home: Remaining; away: Remaining } {
  const trials = attemptsPerTick(sport) * Math.max(0, Math.round(ticksLeft));
  return { home: binomialRemaining(trials, rates.home), away: binomialRemaining(trials, rates.away) };
}
