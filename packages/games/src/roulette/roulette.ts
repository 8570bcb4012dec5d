import type { OutcomeStream } from '../fairness/stream.js';

/**
 * European roulette: a single-zero wheel of 37 pockets, 0–36. Every bet covering k
 * numbers pays 36/k for 1 (stake included) — 35 to 1 on one number, 1 to 1 on 18 —
 * so every bet returns 36/37 = 97.297 % (the zero is the house edge).
 */
export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** Order of the pockets round a European wheel, clockwise from zero (for the animation). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

export type RouletteColour = 'green' | 'red' | 'black';

export type RouletteBet =
  | { kind: 'straight'; number: number }
  /** Two numbers side by side on the layout, or 0 with 1, 2 or 3. */
  | { kind: 'split'; numbers: [number, number] }
  /** A row of the layout: row 1 is 1–2–3, row 12 is 34–35–36. */
  | { kind: 'street'; row: number }
  /** 0–1–2 or 0–2–3. */
  | { kind: 'trio'; withNumber: 1 | 3 }
  /** The four numbers of a square whose top-left number is given (n, n+1, n+3, n+4). */
  | { kind: 'corner'; topLeft: number }
  /** 0–1–2–3. */
  | { kind: 'firstFour' }
  /** Two adjacent rows: firstRow and firstRow + 1. */
  | { kind: 'sixLine'; firstRow: number }
  | { kind: 'dozen'; dozen: 1 | 2 | 3 }
  /** Column 1 is 1, 4, … 34; column 3 is 3, 6, … 36. */
  | { kind: 'column'; column: 1 | 2 | 3 }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

export interface RouletteOutcome {
  pocket: number;
}

export function spinRoulette(stream: OutcomeStream): RouletteOutcome {
  return { pocket: stream.nextInt(ROULETTE_POCKETS) };
}

export function pocketColour(pocket: number): RouletteColour {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const isLayoutNumber = (n: number) => Number.isInteger(n) && n >= 1 && n <= 36;
const isRow = (row: number) => Number.isInteger(row) && row >= 1 && row <= 12;

function invalid(bet: RouletteBet): never {
  throw new RangeError(`not a roulette bet: ${JSON.stringify(bet)}`);
}

/** The numbers a bet covers; throws on a bet the table does not offer. */
export function coveredNumbers(bet: RouletteBet): number[] {
  switch (bet.kind) {
    case 'straight':
      if (!Number.isInteger(bet.number) || bet.number < 0 || bet.number > 36) invalid(bet);
      return [bet.number];
    case 'split': {
      const [a, b] = [...bet.numbers].sort((x, y) => x - y) as [number, number];
      const besideZero = a === 0 && b >= 1 && b <= 3;
      const sameRow = isLayoutNumber(a) && b === a + 1 && a % 3 !== 0;
      const sameColumn = isLayoutNumber(a) && b === a + 3 && b <= 36;
      if (!besideZero && !sameRow && !sameColumn) invalid(bet);
      return [a, b];
    }
    case 'street':
      if (!isRow(bet.row)) invalid(bet);
      return range(3 * bet.row - 2, 3 * bet.row);
    case 'trio':
      if (bet.withNumber !== 1 && bet.withNumber !== 3) invalid(bet);
      return [0, 2, bet.withNumber].sort((x, y) => x - y);
    case 'corner':
      if (!isLayoutNumber(bet.topLeft) || bet.topLeft % 3 === 0 || bet.topLeft > 32) invalid(bet);
      return [bet.topLeft, bet.topLeft + 1, bet.topLeft + 3, bet.topLeft + 4];
    case 'firstFour':
      return [0, 1, 2, 3];
    case 'sixLine':
      if (!isRow(bet.firstRow) || bet.firstRow > 11) invalid(bet);
      return range(3 * bet.firstRow - 2, 3 * bet.firstRow + 3);
    case 'dozen':
      if (![1, 2, 3].includes(bet.dozen)) invalid(bet);
      return range(12 * bet.dozen - 11, 12 * bet.dozen);
    case 'column':
      if (![1, 2, 3].includes(bet.column)) invalid(bet);
      return range(1, 36).filter((n) => (n - bet.column) % 3 === 0);
    case 'red':
      return range(1, 36).filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      return invalid(bet);
  }
}

/** What a winning bet pays to 1: 35 on one number … 1 on eighteen. */
export function payoutToOne(bet: RouletteBet): number {
  return 36 / coveredNumbers(bet).length - 1;
}

/** Total return per unit staked (stake included) of one bet on one spin. */
export function settleRouletteBet(bet: RouletteBet, outcome: RouletteOutcome): number {
  const covered = coveredNumbers(bet);
  return covered.includes(outcome.pocket) ? 36 / covered.length : 0;
}

/** A bet's return for each of the 37 pockets, for settling many spins of the same bet. */
export function returnsByPocket(bet: RouletteBet): Float64Array {
  const covered = coveredNumbers(bet);
  const returns = new Float64Array(ROULETTE_POCKETS);
  for (const n of covered) returns[n] = 36 / covered.length;
  return returns;
}
