import { SLOT_ROWS } from './paylines.js';
import { SCATTER, symbolOfLetter } from './symbols.js';

/**
 * The reel strips, one letter per position (C cherry, L lemon, O orange, P plum,
 * G grapes, M melon, B bell, 7 seven, W wild, S scatter). Each of the five strips holds
 * 32 positions: 7 C, 6 L, 5 O, 4 P, 3 G, 2 M, 2 B, one 7, one W and one S, in its own
 * order. The strips wrap round: after the last position comes the first.
 */
export const REEL_STRIPS: readonly string[] = [
  'LCGLCPBPCPSOCLCLC7PWOMOLCGLOGBMO',
  'LPOCSCLGPCOCGLCLOMCBPGPLW7BOLOMC',
  'OLOSWCGLCGOPOCBCPOPLCPGLCMBLCML7',
  'CPGCGOCLOC7GSLOCOPCBMWLOLPLMPCLB',
  'COPLMCOCLCWPOBSGCBMCLCLGLOL7OPGP',
];

/**
 * A set of reels ready for fast evaluation. A reel's stop is the strip position shown
 * on the top row; the middle and bottom rows show the next two positions.
 */
export class Reels {
  readonly lengths: number[];
  /** windows[reel][stop · 3 + row]: the symbol shown. */
  readonly windows: Uint8Array[];
  /** scatters[reel][stop]: how many scatters the reel shows at that stop. */
  readonly scatters: Uint8Array[];

  constructor(readonly strips: readonly string[]) {
    this.lengths = strips.map((strip) => strip.length);
    const symbols = strips.map((strip) => Array.from(strip, symbolOfLetter));
    this.windows = symbols.map((strip) => {
      const window = new Uint8Array(strip.length * SLOT_ROWS);
      for (let stop = 0; stop < strip.length; stop++)
        for (let row = 0; row < SLOT_ROWS; row++)
          window[stop * SLOT_ROWS + row] = strip[(stop + row) % strip.length]!;
      return window;
    });
    this.scatters = this.windows.map((window, reel) => {
      const counts = new Uint8Array(this.lengths[reel]!);
      for (let i = 0; i < window.length; i++)
        if (window[i] === SCATTER) counts[Math.floor(i / SLOT_ROWS)]! += 1;
      return counts;
    });
  }
}

export const FRUIT_REELS = new Reels(REEL_STRIPS);
