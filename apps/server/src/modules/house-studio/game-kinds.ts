import {
  findHouseGame,
  type HouseGame,
  HouseGameError,
  InvalidBetError,
  type MultiStepGame,
  type OneShotGame,
  type RouletteTableBet,
  rouletteChips,
} from '@jeton/games';

// The studio's side of the game maths (decision 0013): the HOUSE_GAMES registry of @jeton/games
// plays the rounds; the studio adds what depends on money: that the bet fits the stake, and the
// payout in minor units.

export type { HouseGame, MultiStepGame, OneShotGame };
export { HouseGameError, InvalidBetError };

/** The game of a kind, or null (a kind from a URL or the database is untrusted). */
export function studioGame(kind: string): HouseGame | null {
  return findHouseGame(kind) ?? null;
}

/**
 * Reads a bet for a stake. Roulette chips are minor units, so they must add up to the stake: then
 * every spot is paid exactly.
 */
export function parseStakedBet(game: HouseGame, input: unknown, stakeMinor: bigint): unknown {
  const bet = game.parseBet(input);
  if (game.kind === 'roulette' && BigInt(rouletteChips(bet as RouletteTableBet)) !== stakeMinor) {
    throw new InvalidBetError('The chips on the table must add up to the stake');
  }
  return bet;
}

/**
 * The payout of a stake at a multiplier, in minor units, rounded down: the house never pays a
 * fraction. A product within a billionth of a whole number is that number, so a return that is
 * exact in rationals (roulette's 320 / 150) is not lost to floating point.
 */
export function payoutAt(stakeMinor: bigint, multiplier: number | null): bigint {
  if (multiplier === null || !(multiplier > 0)) return 0n;
  const exact = Number(stakeMinor) * multiplier;
  const nearest = Math.round(exact);
  return BigInt(Math.abs(exact - nearest) <= 1e-9 * Math.max(1, exact) ? nearest : Math.floor(exact));
}
