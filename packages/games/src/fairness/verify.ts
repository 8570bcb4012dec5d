import { commitServerSeed } from './seeds.js';
import { OutcomeStream, type RoundSeeds } from './stream.js';

export interface RevealedRound extends RoundSeeds {
  /** The commitment the player was shown before playing (SHA-256 of the server seed). */
  commitment: string;
}

export interface VerifiedRound<Outcome> {
  /** Whether the revealed server seed is the one committed to before the round. */
  commitmentMatches: boolean;
  /** The outcome recomputed from the seeds; compare it with the one the round recorded. */
  outcome: Outcome;
}

/**
 * Recomputes a past round from its revealed seeds: checks the seed against the
 * commitment, then replays the game's draws. `play` is the game's outcome function,
 * e.g. `rollDice` or `spinRoulette`.
 */
export function verifyRound<Outcome>(
  revealed: RevealedRound,
  play: (stream: OutcomeStream) => Outcome,
): VerifiedRound<Outcome> {
  const commitmentMatches = commitServerSeed(revealed.serverSeed) === revealed.commitment.toLowerCase();
  return { commitmentMatches, outcome: play(new OutcomeStream(revealed)) };
}
