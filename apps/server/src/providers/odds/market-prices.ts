// The sandbox's price models (decision 0075): the probability of each outcome of a market, from
// which demo-fixtures.ts makes decimal odds with the book's margin. Football goals follow two
// independent Poisson laws (the usual first model of a football score), so every football market of
// one match agrees with the others; the two-sided sports' margins and totals follow normal laws
// centred on what the sandbox's scoring produces, so their lines are near even money.

/** Goals counted at most per side when summing Poisson terms (beyond, the mass is negligible). */
const MAX_GOALS = 10;

function poisson(mean: number, goals: number): number {
  let p = Math.exp(-mean);
  for (let k = 1; k <= goals; k++) p *= mean / k;
  return p;
}

/** The probability of each score (home, away) up to MAX_GOALS each, from the sides' goal means. */
export function scoreMatrix(homeMean: number, awayMean: number): number[][] {
  const home = Array.from({ length: MAX_GOALS + 1 }, (_, k) => poisson(homeMean, k));
  const away = Array.from({ length: MAX_GOALS + 1 }, (_, k) => poisson(awayMean, k));
  const matrix = home.map((h) => away.map((a) => h * a));
  // The cut tail is given back in proportion, so the probabilities sum to exactly 1.
  const total = matrix.flat().reduce((sum, p) => sum + p, 0);
  return matrix.map((row) => row.map((p) => p / total));
}

/** The probability that a score satisfies `test`. */
export function probabilityOf(matrix: number[][], test: (home: number, away: number) => boolean): number {
  let sum = 0;
  for (const [h, row] of matrix.entries()) {
    for (const [a, p] of row.entries()) if (test(h, a)) sum += p;
  }
  return sum;
}

/** The standard normal law's distribution function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The x with normalCdf(x) = p, by bisection (p in (0, 1)). */
export function normalQuantile(p: number): number {
  let low = -8;
  let high = 8;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (normalCdf(mid) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The spread of a two-sided sport's final margin and total in the sandbox (sandbox-scoring.ts):
 * basketball makes 3 attempts of a point a side every 3 s tick for 4 minutes (80 ticks, each
 * scoring about half the time: mean 120 a side, deviation of the margin √(2 × 240 × ¼) ≈ 11),
 * tennis 1 game a side with a 6 % chance a tick (mean 4.8 a side, deviation of the margin 3.1).
 */
export const TWO_SIDED_SCORING = {
  basketball: { total: 240, deviation: 11, noun: 'points' },
  tennis: { total: 9.6, deviation: 3.1, noun: 'games' },
} as const;
