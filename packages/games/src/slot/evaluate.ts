import { PAYLINE_COUNT, PAYLINES, SLOT_REELS, SLOT_ROWS } from './paylines.js';
import { LINE_PAY_TABLE, SCATTER_PAYS } from './paytable.js';
import type { Reels } from './reels.js';
import { SCATTER, WILD } from './symbols.js';

export interface LineWin {
  /** Payline number, 1 to 20. */
  line: number;
  /** Index in SLOT_SYMBOLS of the symbol paid (the wild for a run of wilds). */
  symbol: number;
  /** How many symbols from the leftmost reel. */
  count: number;
  /** The win in line bets. */
  pays: number;
}

/** The row of each payline on each reel, flattened: [line · 5 + reel]. */
const LINE_ROWS = Int8Array.from(PAYLINES.flat());

/**
 * The pay of one line in line bets, read from the left: the run of leading wilds pays as
 * wilds; the first other symbol (unless it is a scatter) pays with every wild or equal
 * symbol that follows it. The line pays the better of the two.
 */
function linePay(line: Uint8Array, win: LineWin | undefined): number {
  let wilds = 0;
  while (wilds < SLOT_REELS && line[wilds] === WILD) wilds++;
  let best = LINE_PAY_TABLE[WILD * 6 + wilds]!;
  let bestSymbol = WILD;
  let bestCount = wilds;
  if (wilds < SLOT_REELS) {
    const symbol = line[wilds]!;
    if (symbol !== SCATTER) {
      let count = wilds + 1;
      while (count < SLOT_REELS && (line[count] === symbol || line[count] === WILD)) count++;
      const pays = LINE_PAY_TABLE[symbol * 6 + count]!;
      if (pays > best) {
        best = pays;
        bestSymbol = symbol;
        bestCount = count;
      }
    }
  }
  if (win && best > 0) {
    win.symbol = bestSymbol;
    win.count = bestCount;
    win.pays = best;
  }
  return best;
}

const lineSymbols = new Uint8Array(SLOT_REELS);

/** A line pays only with three or more symbols from the left (see LINE_PAYS). */
const SHORTEST_WIN = 3;

/**
 * For every stop of the first three reels, the lines (bit `line`) whose first three symbols
 * could start a win: all other lines pay nothing whatever reels 4 and 5 show, so evaluating a
 * screen reads one entry and looks at its few candidate lines only. Built once per set of reels,
 * on first use (L0 · L1 · L2 entries, 32,768 for the Fruit Reels).
 */
const candidateTables = new WeakMap<Reels, Int32Array>();

function candidateLines(reels: Reels): Int32Array {
  let table = candidateTables.get(reels);
  if (table) return table;
  const [first, second, third] = reels.lengths as [number, number, number];
  table = new Int32Array(first * second * third);
  const start = new Uint8Array(SLOT_REELS);
  for (let a = 0; a < first; a++)
    for (let b = 0; b < second; b++)
      for (let c = 0; c < third; c++) {
        const stops = [a, b, c];
        let mask = 0;
        for (let line = 0; line < PAYLINE_COUNT; line++) {
          for (let reel = 0; reel < SHORTEST_WIN; reel++) {
            start[reel] =
              reels.windows[reel]![stops[reel]! * SLOT_ROWS + LINE_ROWS[line * SLOT_REELS + reel]!]!;
          }
          // Reels 4 and 5 as scatters, which extend no run: the line's pay on its first three.
          start[3] = SCATTER;
          start[4] = SCATTER;
          if (linePay(start, undefined) > 0) mask |= 1 << line;
        }
        table[(a * second + b) * third + c] = mask;
      }
  candidateTables.set(reels, table);
  return table;
}

/**
 * The line wins of a screen, in line bets summed over the 20 lines. Pass `wins` to
 * collect each winning line (for display, in line order); the fast path leaves it out.
 */
export function linePaysOfStops(reels: Reels, stops: ArrayLike<number>, wins?: LineWin[]): number {
  const lengths = reels.lengths;
  const windows = reels.windows;
  let lines = candidateLines(reels)[(stops[0]! * lengths[1]! + stops[1]!) * lengths[2]! + stops[2]!]!;
  let total = 0;
  while (lines !== 0) {
    const bit = lines & -lines;
    lines ^= bit;
    const line = 31 - Math.clz32(bit);
    const rowsAt = line * SLOT_REELS;
    for (let reel = 0; reel < SLOT_REELS; reel++) {
      lineSymbols[reel] = windows[reel]![stops[reel]! * SLOT_ROWS + LINE_ROWS[rowsAt + reel]!]!;
    }
    const win = wins ? { line: line + 1, symbol: 0, count: 0, pays: 0 } : undefined;
    const pays = linePay(lineSymbols, win);
    if (pays > 0) {
      total += pays;
      if (win) wins!.push(win);
    }
  }
  return total;
}

export function scattersOfStops(reels: Reels, stops: ArrayLike<number>): number {
  let scatters = 0;
  for (let reel = 0; reel < SLOT_REELS; reel++) scatters += reels.scatters[reel]![stops[reel]!]!;
  return scatters;
}

/** The return per unit staked of a screen before any free-spin multiplier: lines / 20 + scatters. */
export function baseMultiplierOfStops(reels: Reels, stops: ArrayLike<number>): number {
  return linePaysOfStops(reels, stops) / PAYLINE_COUNT + SCATTER_PAYS[scattersOfStops(reels, stops)]!;
}

/** A line of five symbols (for tests and the exact RTP): its pay in line bets. */
export function linePayOfSymbols(symbols: readonly number[]): number {
  return linePay(Uint8Array.from(symbols), undefined);
}
