import type { Executor } from '@jeton/db';
import { sumRealPlaySince, sumRealStakesOfRound } from './play-totals-store.js';

// What other modules read of the wallet's play, handed to them by services.ts (winners' big-win
// rule, responsible gaming's limits, decision 0091); the SQL is in play-totals-store.ts.

/** The real-money stakes of a round so far, its posted bets (refunded ones are not stakes): big wins' rule. */
export async function realStakesOfRound(
  executor: Executor,
  studio: string,
  roundId: string,
): Promise<bigint> {
  return BigInt((await sumRealStakesOfRound(executor, studio, roundId)) ?? 0);
}

/**
 * Real-money stakes (not rolled back) and wins of the player's casino play since `since`, in minor
 * units: the bonus parts count with the main ones, as the player sees one playable balance. Read
 * for responsible gaming's loss and wager limits, which add the sportsbook's own sums.
 */
export async function realPlaySince(
  executor: Executor,
  userId: number,
  since: Date,
): Promise<{ staked: bigint; won: bigint }> {
  const row = await sumRealPlaySince(executor, userId, since);
  return { staked: BigInt(row?.staked ?? '0'), won: BigInt(row?.won ?? '0') };
}
