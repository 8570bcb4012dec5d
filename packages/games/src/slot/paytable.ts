import { SLOT_SYMBOLS, type SlotSymbol } from './symbols.js';

/**
 * Line pays in line bets for 3, 4 and 5 of a kind from the leftmost reel. The wild
 * pays its own line too (a line pays the better of its wild run and its symbol run).
 */
export const LINE_PAYS: Readonly<Record<Exclude<SlotSymbol, 'scatter'>, readonly [number, number, number]>> =
  {
    cherry: [8, 25, 60],
    lemon: [8, 30, 75],
    orange: [11, 40, 120],
    plum: [15, 50, 150],
    grapes: [25, 60, 250],
    melon: [30, 120, 400],
    bell: [40, 150, 600],
    seven: [75, 400, 1500],
    wild: [150, 750, 5000],
  };

/** Scatters anywhere on the screen pay these multiples of the total stake (3, 4, 5 scatters). */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];

/** Free spins awarded for 3, 4, 5 scatters — in the base game and again during free spins. */
export const FREE_SPINS_AWARDED: readonly number[] = [0, 0, 0, 10, 15, 20];

/** Every win of a free spin (lines and scatters) is multiplied by this. */
export const FREE_SPIN_MULTIPLIER = 3;

/** LINE_PAYS as a flat table: pays of `count` (0…5) symbols `symbol` at [symbol · 6 + count]. */
export const LINE_PAY_TABLE: Float64Array = (() => {
  const table = new Float64Array(SLOT_SYMBOLS.length * 6);
  SLOT_SYMBOLS.forEach((symbol, index) => {
    if (symbol === 'scatter') return;
    LINE_PAYS[symbol].forEach((pays, i) => {
      table[index * 6 + 3 + i] = pays;
    });
  });
  return table;
})();
