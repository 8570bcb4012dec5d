import type { LineSlotSpec } from './line-slot-maths.js';

// "Golden Scarab 5×4" (decision 0096): five reels of four rows, twenty lines; scatter scarabs pay
// anywhere and three or more give eight free spins at triple line wins. Medium volatility (one spin's
// return spreads 3.9 stakes), but a good part of the return waits in the free spins.
export const GOLDEN_SCARAB_5X4: LineSlotSpec = {
  name: 'Golden Scarab 5×4',
  reels: 5,
  rows: 4,
  symbols: [
    { name: 'ankh', weight: 24, pays: [6, 17, 69] },
    { name: 'eye', weight: 21, pays: [7, 23, 92] },
    { name: 'lotus', weight: 18, pays: [9, 35, 138] },
    { name: 'cat', weight: 14, pays: [14, 57, 288] },
    { name: 'falcon', weight: 10, pays: [23, 115, 575] },
    { name: 'pharaoh', weight: 7, pays: [46, 288, 1725] },
  ],
  scatter: { weight: 3, pays: { 3: 2, 4: 10, 5: 50, 6: 200 }, freeSpins: 8, multiplier: 3 },
  lines: [
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
    [2, 2, 2, 2, 2],
    [3, 3, 3, 3, 3],
    [0, 1, 2, 1, 0],
    [1, 2, 3, 2, 1],
    [3, 2, 1, 2, 3],
    [2, 1, 0, 1, 2],
    [0, 1, 0, 1, 0],
    [1, 0, 1, 0, 1],
    [2, 3, 2, 3, 2],
    [3, 2, 3, 2, 3],
    [1, 2, 1, 2, 1],
    [2, 1, 2, 1, 2],
    [0, 0, 1, 0, 0],
    [3, 3, 2, 3, 3],
    [1, 1, 0, 1, 1],
    [2, 2, 3, 2, 2],
    [0, 1, 1, 1, 0],
    [3, 2, 2, 2, 3],
  ],
  volatility: 'medium',
  rtp: 0.9705,
};
