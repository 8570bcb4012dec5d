import type { LineSlotSpec } from './line-slot-maths.js';

// "Red Panda 3×3" (decision 0096): three reels of three rows, five lines, and a multiplier wheel
// (×1 to ×10) turned after every spin that multiplies its line wins. High volatility: one spin's
// return spreads 4.7 stakes, the top win is 4 900× (five lines of pandas at ×10).
export const RED_PANDA_3X3: LineSlotSpec = {
  name: 'Red Panda 3×3',
  reels: 3,
  rows: 3,
  symbols: [
    { name: 'bamboo', weight: 30, pays: [5] },
    { name: 'lantern', weight: 25, pays: [10] },
    { name: 'coin', weight: 20, pays: [18] },
    { name: 'pearl', weight: 14, pays: [37] },
    { name: 'dragon', weight: 8, pays: [98] },
    { name: 'panda', weight: 3, pays: [490] },
  ],
  multipliers: [
    { value: 1, weight: 70 },
    { value: 2, weight: 20 },
    { value: 3, weight: 7 },
    { value: 10, weight: 3 },
  ],
  lines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  volatility: 'high',
  rtp: 0.9663,
};
