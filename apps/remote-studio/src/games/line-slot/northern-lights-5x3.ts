import type { LineSlotSpec } from './line-slot-maths.js';

// "Northern Lights 5×3" (decision 0095): five reels of three rows, ten lines, no feature. RTP 96.54 %
// exactly; the biggest win, every line five auroras, is 2 500× the stake.
export const NORTHERN_LIGHTS_5X3: LineSlotSpec = {
  name: 'Northern Lights 5×3',
  reels: 5,
  rows: 3,
  symbols: [
    { name: 'ten', weight: 22, pays: [16, 40, 150] },
    { name: 'jack', weight: 20, pays: [15, 50, 200] },
    { name: 'queen', weight: 18, pays: [18, 60, 250] },
    { name: 'king', weight: 15, pays: [24, 75, 300] },
    { name: 'fox', weight: 11, pays: [35, 140, 700] },
    { name: 'bear', weight: 8, pays: [60, 280, 1400] },
    { name: 'aurora', weight: 6, pays: [120, 700, 2500] },
  ],
  lines: [
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
  ],
  volatility: 'medium',
  rtp: 0.9654,
};
