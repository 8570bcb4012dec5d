import type { OutcomeStream } from '../fairness/stream.js';

/**
 * Plinko: a ball falls through `rows` rows of pegs (8 to 16), going left or right at
 * each with equal chance, and lands in one of rows + 1 bins. The bin is the number of
 * right bounces, so P(bin k) = C(rows, k) / 2^rows. Each bin pays a multiplier from the
 * table of the chosen risk; every table returns about 99 % (exact values in
 * plinkoRtp and the README).
 */
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export interface PlinkoBet {
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  /** The bounce at each row, top to bottom: 0 left, 1 right. */
  path: number[];
  /** The bin the ball lands in: 0 (far left) to rows (far right). */
  bin: number;
}

/** Multipliers by risk and rows, bin 0 to bin rows (symmetric). */
export const PLINKO_PAYTABLES: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> = {
  low: {
    8: [5.6, 2.8, 1.3, 0.8, 0.5, 0.8, 1.3, 2.8, 5.6],
    9: [5.6, 3, 1.7, 1, 0.6, 0.6, 1, 1.7, 3, 5.6],
    10: [8.9, 4.5, 2.2, 1.2, 0.7, 0.5, 0.7, 1.2, 2.2, 4.5, 8.9],
    11: [8.4, 4.7, 2.4, 1.5, 0.9, 0.6, 0.6, 0.9, 1.5, 2.4, 4.7, 8.4],
    12: [10, 5.4, 3.1, 1.9, 1.1, 0.7, 0.5, 0.7, 1.1, 1.9, 3.1, 5.4, 10],
    13: [8.1, 4.9, 3.4, 2.1, 1.3, 0.9, 0.6, 0.6, 0.9, 1.3, 2.1, 3.4, 4.9, 8.1],
    14: [7.1, 4.6, 3.3, 2.4, 1.7, 1.1, 0.7, 0.5, 0.7, 1.1, 1.7, 2.4, 3.3, 4.6, 7.1],
    15: [15, 8.7, 5.3, 3.2, 1.9, 1.2, 0.8, 0.6, 0.6, 0.8, 1.2, 1.9, 3.2, 5.3, 8.7, 15],
    16: [16, 9.6, 6, 3.6, 2.3, 1.4, 1, 0.7, 0.5, 0.7, 1, 1.4, 2.3, 3.6, 6, 9.6, 16],
  },
  medium: {
    8: [13, 3.7, 1.3, 0.6, 0.4, 0.6, 1.3, 3.7, 13],
    9: [18, 5, 1.8, 0.9, 0.4, 0.4, 0.9, 1.8, 5, 18],
    10: [22, 6.8, 2.4, 1.1, 0.6, 0.4, 0.6, 1.1, 2.4, 6.8, 22],
    11: [24, 8.5, 3.4, 1.5, 0.7, 0.5, 0.5, 0.7, 1.5, 3.4, 8.5, 24],
    12: [33, 12, 4.7, 2.1, 1, 0.5, 0.4, 0.5, 1, 2.1, 4.7, 12, 33],
    13: [43, 16, 6.2, 2.8, 1.3, 0.7, 0.4, 0.4, 0.7, 1.3, 2.8, 6.2, 16, 43],
    14: [58, 21, 8.3, 3.6, 1.7, 0.9, 0.5, 0.4, 0.5, 0.9, 1.7, 3.6, 8.3, 21, 58],
    15: [88, 29, 12, 4.8, 2.1, 1.1, 0.7, 0.4, 0.4, 0.7, 1.1, 2.1, 4.8, 12, 29, 88],
    16: [110, 42, 15, 6.4, 3, 1.4, 0.8, 0.5, 0.4, 0.5, 0.8, 1.4, 3, 6.4, 15, 42, 110],
  },
  high: {
    8: [29, 4.7, 1.1, 0.4, 0.2, 0.4, 1.1, 4.7, 29],
    9: [43, 7.8, 1.8, 0.6, 0.2, 0.2, 0.6, 1.8, 7.8, 43],
    10: [76, 13, 2.6, 0.8, 0.3, 0.2, 0.3, 0.8, 2.6, 13, 76],
    11: [120, 21, 4.4, 1.2, 0.4, 0.2, 0.2, 0.4, 1.2, 4.4, 21, 120],
    12: [170, 31, 6.7, 1.9, 0.6, 0.3, 0.2, 0.3, 0.6, 1.9, 6.7, 31, 170],
    13: [260, 49, 11, 2.8, 0.9, 0.4, 0.2, 0.2, 0.4, 0.9, 2.8, 11, 49, 260],
    14: [420, 76, 17, 4.2, 1.3, 0.5, 0.3, 0.2, 0.3, 0.5, 1.3, 4.2, 17, 76, 420],
    15: [620, 110, 25, 6.4, 2, 0.8, 0.4, 0.2, 0.2, 0.4, 0.8, 2, 6.4, 25, 110, 620],
    16: [1000, 180, 39, 9.8, 2.9, 1, 0.5, 0.3, 0.2, 0.3, 0.5, 1, 2.9, 9.8, 39, 180, 1000],
  },
};

/**
 * The path is the first word of the stream read from its most significant bit: bit 31
 * is the first row, bit 30 the second, … Every bit is a fair coin, so the bin — the
 * count of 1 bits among the first `rows` — is binomial(rows, 1/2).
 */
export function dropPlinko(stream: OutcomeStream, rows: number): PlinkoOutcome {
  const word = stream.nextUint32();
  const path: number[] = [];
  for (let row = 0; row < rows; row++) path.push((word >>> (31 - row)) & 1);
  return { path, bin: path.reduce((sum, bit) => sum + bit, 0) };
}

export function plinkoMultiplier(bet: PlinkoBet, bin: number): number {
  return PLINKO_PAYTABLES[bet.risk][bet.rows]![bin]!;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** P(bin k) for each bin: C(rows, k) / 2^rows. */
export function plinkoBinChances(rows: number): number[] {
  return Array.from({ length: rows + 1 }, (_, k) => binomial(rows, k) / 2 ** rows);
}

/** Exact RTP of a table: Σ C(rows, k) / 2^rows · multiplier(k). */
export function plinkoRtp(bet: PlinkoBet): number {
  return plinkoBinChances(bet.rows).reduce((sum, p, bin) => sum + p * plinkoMultiplier(bet, bin), 0);
}
