import type { OutcomeStream } from '../fairness/stream.js';

/**
 * Keno: the player picks 1 to 10 numbers from 1–80; 20 numbers are drawn without
 * replacement; the pay depends on how many picks were drawn (hits). With n picks,
 * P(h hits) = C(20, h) · C(60, n − h) / C(80, n) (hypergeometric), so each table's RTP
 * is exact: 96.80 % with 2 picks, 97.00 % (±0.01 %) with any other count.
 */
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/** Pays (total return per unit staked) by picks, then by hits; hits not listed pay nothing. */
export const KENO_PAYTABLE: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 3.88 },
  2: { 2: 16.1 },
  3: { 2: 5.6, 3: 13.9 },
  4: { 2: 2.4, 3: 7.3, 4: 47 },
  5: { 3: 4.9, 4: 27, 5: 360 },
  6: { 3: 2.8, 4: 10, 5: 65, 6: 930 },
  7: { 3: 1.3, 4: 4.2, 5: 23, 6: 240, 7: 6100 },
  8: { 4: 4.9, 5: 15, 6: 72, 7: 550, 8: 8600 },
  9: { 4: 3.7, 5: 8.6, 6: 27, 7: 130, 8: 890, 9: 9800 },
  10: { 5: 8.8, 6: 24, 7: 92, 8: 500, 9: 4100, 10: 8000 },
};

export interface KenoBet {
  /** 1 to 10 distinct numbers from 1 to 80. */
  picks: number[];
}

export interface KenoOutcome {
  /** The 20 numbers drawn, in draw order. */
  drawn: number[];
  /** The picks that were drawn, in the order picked. */
  hits: number[];
}

/**
 * The first 20 steps of a forward Fisher–Yates over 1…80: step i swaps position i with
 * i + uniformInt(80 − i), so the first 20 positions are 20 distinct numbers, every
 * ordered draw equally likely.
 */
export function drawKeno(stream: OutcomeStream): number[] {
  const numbers = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + stream.nextInt(KENO_NUMBERS - i);
    const number = numbers[i]!;
    numbers[i] = numbers[j]!;
    numbers[j] = number;
  }
  return numbers.slice(0, KENO_DRAWN);
}

export function playKeno(stream: OutcomeStream, bet: KenoBet): { outcome: KenoOutcome; multiplier: number } {
  const drawn = drawKeno(stream);
  const drawnSet = new Set(drawn);
  const hits = bet.picks.filter((pick) => drawnSet.has(pick));
  return { outcome: { drawn, hits }, multiplier: kenoMultiplier(bet.picks.length, hits.length) };
}

export function kenoMultiplier(picks: number, hits: number): number {
  return KENO_PAYTABLE[picks]?.[hits] ?? 0;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** P(h hits) with n picks: C(20, h) · C(60, n − h) / C(80, n). */
export function kenoHitChance(picks: number, hits: number): number {
  return (
    (choose(KENO_DRAWN, hits) * choose(KENO_NUMBERS - KENO_DRAWN, picks - hits)) / choose(KENO_NUMBERS, picks)
  );
}

/** Exact RTP with n picks: Σ P(h hits) · pays(h). */
export function kenoRtp(picks: number): number {
  let rtp = 0;
  for (let hits = 0; hits <= picks; hits++) rtp += kenoHitChance(picks, hits) * kenoMultiplier(picks, hits);
  return rtp;
}
