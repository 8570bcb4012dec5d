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

/**
 * The line wins of a screen, in line bets summed over the 20 lines. Pass `wins` to
 * collect each winning line (for display); the fast path leaves it out.
 */
export function linePaysOfStops(reels: Reels, stops: ArrayLike<number>, wins?: LineWin[]): number {
  const windows = reels.windows;
  const first = windows[0]!;
  const second = windows[1]!;
  const firstAt = stops[0]! * SLOT_ROWS;
  const secondAt = stops[1]! * SLOT_ROWS;
  let total = 0;
  for (let line = 0; line < PAYLINE_COUNT; line++) {
    const rowsAt = line * SLOT_REELS;
    // Most lines fail on their first two symbols: skip them before reading the others.
    const a = first[firstAt + LINE_ROWS[rowsAt]!]!;
    const b = second[secondAt + LINE_ROWS[rowsAt + 1]!]!;
    if (a === SCATTER || b === SCATTER || (a !== b && a !== WILD && b !== WILD)) continue;
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
