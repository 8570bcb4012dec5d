/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i]!;
  const expected = total / counts.length;
  let statistic = 0;
  for (let i = 0; i < counts.length; i++) {
    const difference = counts[i]! - expected;
    statistic += (difference * difference) / expected;
  }
  return statistic;
}

/** z such that P(Z > z) = 0.001 for a standard normal Z. */
const Z_AT_P_0_001 = 3.090232;

/**
 * The chi-square value exceeded with probability 0.001 under uniformity, by the
 * Wilson–Hilferty approximation (within 0.2 % of the exact quantile for df ≥ 30,
 * e.g. 68.08 against 67.985 for df = 36).
 */
export function chiSquareCriticalAt0001(degreesOfFreedom: number): number {
  const k = degreesOfFreedom;
  const term = 2 / (9 * k);
  return k * (1 - term + Z_AT_P_0_001 * Math.sqrt(term)) ** 3;
}

/** Pearson's chi-square statistic of observed counts against expected chances (summing to 1). */
export function chiSquareAgainst(counts: ArrayLike<number>, chances: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i]!;
  let statistic = 0;
  for (let i = 0; i < counts.length; i++) {
    const expected = total * chances[i]!;
    const difference = counts[i]! - expected;
    statistic += (difference * difference) / expected;
  }
  return statistic;
}
