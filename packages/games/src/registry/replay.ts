import { commitServerSeed } from '../fairness/seeds.js';
import { OutcomeStream, type RoundSeeds } from '../fairness/stream.js';
import { InvalidBetError } from './errors.js';
import { findHouseGame } from './house-games.js';
import type { MultiStepState } from './types.js';

export interface ReplayedRound {
  finished: boolean;
  /** Total return per unit of the first stake; null while a multi-step round is still open. */
  multiplier: number | null;
  /** A one-shot game's outcome, or a multi-step game's state after the actions (shoe, mines and all). */
  outcome: unknown;
}

/**
 * Plays a round again from its seeds, its bet and (multi-step games) the actions taken,
 * exactly as the studio played it. The result must equal what the round recorded.
 */
export function replayHouseRound(
  kind: string,
  seeds: RoundSeeds,
  betInput: unknown,
  actions: readonly unknown[] = [],
): ReplayedRound {
  const game = findHouseGame(kind);
  if (!game) throw new InvalidBetError(`no house game of kind "${kind}"`);
  const bet = game.parseBet(betInput);
  const stream = new OutcomeStream(seeds);
  if (game.shape === 'one-shot') {
    const { outcome, multiplier } = game.play(stream, bet);
    return { finished: true, multiplier, outcome };
  }
  let state: MultiStepState = game.start(stream, bet);
  for (const action of actions) state = game.act(state, game.parseAction(action)).state;
  return { finished: state.finished, multiplier: state.multiplier, outcome: state };
}

export interface HouseRoundToVerify extends RoundSeeds {
  kind: string;
  /** The commitment shown before the round (SHA-256 of the server seed's text). */
  commitment: string;
  bet: unknown;
  actions?: readonly unknown[];
}

/** Checks the revealed seed against its commitment and replays the round. */
export function verifyHouseRound(round: HouseRoundToVerify): ReplayedRound & { commitmentMatches: boolean } {
  const commitmentMatches = commitServerSeed(round.serverSeed) === round.commitment.toLowerCase();
  return { commitmentMatches, ...replayHouseRound(round.kind, round, round.bet, round.actions) };
}
