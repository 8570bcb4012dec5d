/**
 * The symbols of Fruit Reels, each written as one letter in the reel strips. The wild
 * (W) stands for every symbol but the scatter; the scatter (S, a gold jeton) pays
 * anywhere on the screen and 3 or more award free spins.
 */
export const SLOT_SYMBOLS = [
  'cherry',
  'lemon',
  'orange',
  'plum',
  'grapes',
  'melon',
  'bell',
  'seven',
  'wild',
  'scatter',
] as const;

export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** The letter of each symbol in the strips, in SLOT_SYMBOLS order. */
export const SYMBOL_LETTERS = 'CLOPGMB7WS';

export const WILD = SLOT_SYMBOLS.indexOf('wild');
export const SCATTER = SLOT_SYMBOLS.indexOf('scatter');
export const SYMBOL_COUNT = SLOT_SYMBOLS.length;

export function symbolOfLetter(letter: string): number {
  const index = SYMBOL_LETTERS.indexOf(letter);
  if (index < 0 || letter.length !== 1) throw new RangeError(`no slot symbol "${letter}"`);
  return index;
}
