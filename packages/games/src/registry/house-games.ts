import { blackjackGame } from '../blackjack/definition.js';
import { crashGame } from '../crash/definition.js';
import { diceGame } from '../dice/definition.js';
import { kenoGame } from '../keno/definition.js';
import { minesGame } from '../mines/definition.js';
import { plinkoGame } from '../plinko/definition.js';
import { rouletteGame } from '../roulette/definition.js';
import { slotGame } from '../slot/definition.js';
import type { HouseGame, HouseGameKind } from './types.js';

/**
 * Every house game by kind (decision 0013): the studio and the verifier look a game up
 * here and handle each one the same way through its shape.
 */
export const HOUSE_GAMES = {
  dice: diceGame,
  roulette: rouletteGame,
  crash: crashGame,
  slot: slotGame,
  blackjack: blackjackGame,
  plinko: plinkoGame,
  keno: kenoGame,
  mines: minesGame,
} as const satisfies Record<HouseGameKind, HouseGame>;

export type RegisteredKind = keyof typeof HOUSE_GAMES;

/** The game of a kind, or undefined for a kind that is not a house game (safe for untrusted input). */
export function findHouseGame(kind: string): HouseGame | undefined {
  return Object.hasOwn(HOUSE_GAMES, kind) ? (HOUSE_GAMES as Record<string, HouseGame>)[kind] : undefined;
}
