import type { OutcomeStream } from '../fairness/stream.js';

/** The house games (decision 0013): the kind names a module in packages/games/src. */
export type HouseGameKind =
  | 'slot'
  | 'roulette'
  | 'blackjack'
  | 'dice'
  | 'crash'
  | 'plinko'
  | 'keno'
  | 'mines';

export interface DocumentedRtp {
  /** The game's RTP as a fraction (0.99 = 99 %); for games whose RTP depends on the bet, the headline one. */
  rtp: number;
  /** One line on how the RTP is obtained and whether it depends on the bet. */
  note: string;
}

interface HouseGameBase<Bet> {
  kind: HouseGameKind;
  /** Display name in English; the catalogue holds the translated names. */
  name: string;
  rtp: DocumentedRtp;
  /**
   * Reads a bet from untrusted JSON. Throws InvalidBetError (code INVALID_BET) on
   * anything malformed or not offered; the studio answers it with a 4xx.
   */
  parseBet(input: unknown): Bet;
}

export interface PlayResult<Outcome> {
  outcome: Outcome;
  /** Total return per unit staked, stake included (0 on a loss). */
  multiplier: number;
}

/** A round settled by one call: slot spin, roulette, dice, plinko, keno. */
export interface OneShotGame<Bet = unknown, Outcome = unknown> extends HouseGameBase<Bet> {
  shape: 'one-shot';
  play(stream: OutcomeStream, bet: Bet): PlayResult<Outcome>;
}

/** What every multi-step state holds; the rest is the game's own plain JSON. */
export interface MultiStepState {
  finished: boolean;
  /**
   * When finished: the total return per unit of the round's FIRST stake, stake
   * included (a won double in blackjack returns 4). null while the round is open.
   */
  multiplier: number | null;
  /** Total staked so far in units of the first stake: 1, 2 after a double or split, … */
  stakeUnits: number;
  /** The action types allowed next (empty once finished). */
  allowedActions: string[];
}

export interface StepResult<State> {
  state: State;
  /** Extra stake the action needs, in units of the first stake (1 for a double or a split, else 0). */
  extraStake: number;
}

/** A round played in steps (blackjack, mines, crash): all randomness is fixed by start. */
export interface MultiStepGame<Bet = unknown, State extends MultiStepState = MultiStepState, Action = unknown>
  extends HouseGameBase<Bet> {
  shape: 'multi-step';
  start(stream: OutcomeStream, bet: Bet): State;
  /**
   * Games played against the clock (crash): the studio passes the client's action through this with
   * the time since the round started, and records what it returns, so the server's clock decides
   * and a replay reads the same action. Never trusts a time or multiplier the client sent.
   */
  stampAction?(input: unknown, elapsedMs: number): unknown;
  /** Reads an action from untrusted JSON; throws ActionNotAllowedError when malformed. */
  parseAction(input: unknown): Action;
  /** Plays one action; throws ActionNotAllowedError when the state does not allow it. Never mutates `state`. */
  act(state: State, action: Action): StepResult<State>;
  /**
   * What the player may see of a state: an open round hides what is not yet dealt or
   * revealed (the blackjack shoe and hole card, the mine positions). Finished rounds
   * show everything, so the player can check them.
   */
  view(state: State): unknown;
}

export type HouseGame = OneShotGame | MultiStepGame;
