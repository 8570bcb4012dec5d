// What one stake gives a jackpot, and which stakes count (decision 0061).

export const BASIS_POINTS = 10_000n;

/** floor(stake × rate): rounding always favours the house's game account, never the pool. */
export function contributionOf(stakeMinor: bigint, rateBp: number): bigint {
  if (stakeMinor <= 0n) return 0n;
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError(`Bad rate ${rateBp}`);
  return (stakeMinor * BigInt(rateBp)) / BASIS_POINTS;
}

export interface StakeFacts {
  money: string;
  currency: string;
  game: string;
  studio: string;
}

export interface JackpotTerms {
  currency: string;
  /** Game sysnames; empty means every game of the house studio. */
  games: readonly string[];
}

/** A real-money stake in the jackpot's currency on one of its games (any house game when none listed). */
export function feedsJackpot(stake: StakeFacts, jackpot: JackpotTerms, houseStudio: string): boolean {
  if (stake.money !== 'real' || stake.currency !== jackpot.currency) return false;
  return jackpot.games.length === 0 ? stake.studio === houseStudio : jackpot.games.includes(stake.game);
}
