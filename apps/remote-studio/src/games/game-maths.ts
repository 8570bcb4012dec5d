// What every game module of the studio gives (decision 0096): its maths as one function of a stream
// of uniform numbers, so the provably fair draw (fairness.ts) and the RTP simulation (sim/) feed the
// very same code, and its documented return and volatility.

/** The next uniform number in [0, 1). */
export type Draw = () => number;

export type Volatility = 'low' | 'medium' | 'high';

export interface PlayResult {
  /** What the page draws and /api/verify answers: the game's own shape. */
  outcome: unknown;
  /** Minor units. */
  win: bigint;
}

export interface GameMaths {
  kind: 'line-slot' | 'crash' | 'plinko' | 'mines';
  /** The documented return to player, e.g. 0.9654 (the decision record's table). */
  rtp: number;
  volatility: Volatility;
  /** Stakes are multiples of this, in minor units, so every pay is a whole number. */
  stakeStep: number;
  /** The player's choices for a round (target, picks…), as the page sends them; the sim uses these. */
  defaultOptions: unknown;
  /** The round's result, or null when the options are not valid for this game. */
  play(draw: Draw, stake: bigint, options: unknown): PlayResult | null;
}
