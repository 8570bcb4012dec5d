import type { OutcomeStream } from '../fairness/stream.js';
import { baseMultiplierOfStops, type LineWin, linePaysOfStops, scattersOfStops } from './evaluate.js';
import { PAYLINE_COUNT, SLOT_REELS, SLOT_ROWS } from './paylines.js';
import { FREE_SPIN_MULTIPLIER, FREE_SPINS_AWARDED, SCATTER_PAYS } from './paytable.js';
import { FRUIT_REELS, type Reels } from './reels.js';
import { SLOT_SYMBOLS, type SlotSymbol } from './symbols.js';

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets (stake / 20), before the free-spin multiplier. */
  pays: number;
}

export interface SlotOutcome {
  /** The strip position shown on the top row of each reel, drawn in reel order. */
  stops: number[];
  /** The screen: grid[reel][row], rows top to bottom. */
  grid: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatters: number;
  /** Scatter win in multiples of the stake, before the free-spin multiplier. */
  scatterPays: number;
  freeSpin: boolean;
  /** Free spins this spin awards (3+ scatters), also during free spins. */
  freeSpinsAwarded: number;
  /** Total return per unit staked: (line pays / 20 + scatter pays) × 3 on a free spin. */
  multiplier: number;
}

/** The five stops: reel by reel, an unbiased draw below the strip length. */
export function drawStops(
  stream: Pick<OutcomeStream, 'nextInt'>,
  reels: Reels,
  into: number[] = [],
): number[] {
  for (let reel = 0; reel < SLOT_REELS; reel++) into[reel] = stream.nextInt(reels.lengths[reel]!);
  return into;
}

export function spinSlot(stream: OutcomeStream, freeSpin: boolean, reels: Reels = FRUIT_REELS): SlotOutcome {
  const stops = drawStops(stream, reels);
  const wins: LineWin[] = [];
  const linePays = linePaysOfStops(reels, stops, wins);
  const scatters = scattersOfStops(reels, stops);
  const scatterPays = SCATTER_PAYS[scatters]!;
  const multiplier = (linePays / PAYLINE_COUNT + scatterPays) * (freeSpin ? FREE_SPIN_MULTIPLIER : 1);
  return {
    stops,
    grid: stops.map((stop, reel) =>
      Array.from(
        { length: SLOT_ROWS },
        (_, row) => SLOT_SYMBOLS[reels.windows[reel]![stop * SLOT_ROWS + row]!]!,
      ),
    ),
    lineWins: wins.map((win) => ({ ...win, symbol: SLOT_SYMBOLS[win.symbol]! })),
    scatters,
    scatterPays,
    freeSpin,
    freeSpinsAwarded: FREE_SPINS_AWARDED[scatters]!,
    multiplier,
  };
}

const fastStops: number[] = [0, 0, 0, 0, 0];

/**
 * The raw outcome computation the benchmark counts: five stops drawn from the stream,
 * every payline and the scatters evaluated to a base-game multiplier. No objects built.
 */
export function spinSlotMultiplier(
  stream: Pick<OutcomeStream, 'nextInt'>,
  reels: Reels = FRUIT_REELS,
): number {
  return baseMultiplierOfStops(reels, drawStops(stream, reels, fastStops));
}
