// "Northern Lights 5×3" (decision 0095): the studio's own slot maths, other than the house slot's.
// Five reels of three rows, ten fixed paylines, line wins left to right from the first reel (3, 4
// or 5 of a kind). Each cell is drawn on its own from SYMBOL_WEIGHTS, so the return is exact:
// RTP = Σ over symbols s of p³(1−p)·pay₃ + p⁴(1−p)·pay₄ + p⁵·pay₅, in line bets per line bet,
// = 96.54 % (slot-maths.test.ts works it out). The biggest win, every line five auroras, is 2 500×
// the stake, under Jeton's default WALLET_MAX_WIN_MULTIPLIER (5 000).

export const SYMBOLS = ['ten', 'jack', 'queen', 'king', 'fox', 'bear', 'aurora'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Out of 100. */
export const SYMBOL_WEIGHTS: Readonly<Record<SlotSymbol, number>> = {
  ten: 22,
  jack: 20,
  queen: 18,
  king: 15,
  fox: 11,
  bear: 8,
  aurora: 6,
};

/** Pays for 3, 4 and 5 of a kind, in line bets (the stake is split over the ten lines). */
export const PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  ten: [16, 40, 150],
  jack: [15, 50, 200],
  queen: [18, 60, 250],
  king: [24, 75, 300],
  fox: [35, 140, 700],
  bear: [60, 280, 1400],
  aurora: [120, 700, 2500],
};

/** Row of each reel, for each of the ten lines. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export const REELS = 5;
export const ROWS = 3;
/** Stakes are whole line bets: a multiple of the line count, in minor units. */
export const STAKE_STEP = PAYLINES.length;

/** A cell's symbol from a uniform number in [0, 1). */
export function symbolAt(uniform: number): SlotSymbol {
  let point = uniform * 100;
  for (const symbol of SYMBOLS) {
    point -= SYMBOL_WEIGHTS[symbol];
    if (point < 0) return symbol;
  }
  return SYMBOLS[SYMBOLS.length - 1]!;
}

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Minor units. */
  amount: bigint;
}

/** `grid[reel][row]`; the stake in minor units (a multiple of STAKE_STEP). */
export function lineWins(grid: readonly (readonly SlotSymbol[])[], stake: bigint): LineWin[] {
  const lineBet = stake / BigInt(PAYLINES.length);
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const first = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < REELS && grid[count]![rows[count]!] === first) count++;
    if (count >= 3)
      wins.push({ line, symbol: first, count, amount: lineBet * BigInt(PAYTABLE[first][count - 3]!) });
  });
  return wins;
}

/** The exact return to player, from the weights and the paytable. */
export function exactRtp(): number {
  let rtp = 0;
  for (const symbol of SYMBOLS) {
    const p = SYMBOL_WEIGHTS[symbol] / 100;
    const [three, four, five] = PAYTABLE[symbol];
    rtp += p ** 3 * (1 - p) * three + p ** 4 * (1 - p) * four + p ** 5 * five;
  }
  return rtp;
}
