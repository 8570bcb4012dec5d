import { ActionNotAllowedError } from '../registry/errors.js';
import type { MultiStepState, StepResult } from '../registry/types.js';
import { CRASH_MIN_TARGET_HUNDREDTHS } from './crash.js';

/**
 * A crash round played against the clock. The crash point is drawn when the round starts and kept
 * hidden; the multiplier then rises as e^(k·t) from ×1.00. The player cashes out by hand at the
 * multiplier the server's clock gives when the request arrives (the studio writes it into the
 * action, so a replay of the round reads the same number), or automatically at the bet's target.
 * A cash-out at m pays ×m if the crash point is at least m: P = 0.99 / m, so every way of playing
 * returns 99 % (decision 0021).
 */

/** The multiplier's growth rate: ×2 after about 11.6 s, ×10 after 38 s, ×100 after 77 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier `elapsedMs` after the start, in hundredths, rounded down. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.min(Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)), Number.MAX_SAFE_INTEGER);
}

/** How long after the start the multiplier reaches `hundredths` (for drawing the curve). */
export function crashTimeToReach(hundredths: number): number {
  return Math.max(0, Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
}

export interface CrashState extends MultiStepState {
  /** The round's crash point in hundredths; hidden from the player while the round is open. */
  crashHundredths: number;
  /** The automatic cash-out target, or null to cash out by hand only. */
  targetHundredths: number | null;
  /** Where the stake left the round: the cash-out multiplier, or null (open, or lost to the crash). */
  cashedOutHundredths: number | null;
}

/**
 * `cashout` takes the stake out now; `check` asks whether the round has ended (crashed, or reached
 * its automatic target) and changes nothing otherwise. Both carry the server's multiplier.
 */
export interface CrashAction {
  type: 'cashout' | 'check';
  atHundredths: number;
}

const OPEN_ACTIONS = ['cashout', 'check'];

export function startCrashRound(crashHundredths: number, targetHundredths: number | null): CrashState {
  return {
    finished: false,
    multiplier: null,
    stakeUnits: 1,
    allowedActions: OPEN_ACTIONS,
    crashHundredths,
    targetHundredths,
    cashedOutHundredths: null,
  };
}

function finish(state: CrashState, cashedOutHundredths: number | null): StepResult<CrashState> {
  return {
    state: {
      ...state,
      finished: true,
      multiplier: cashedOutHundredths === null ? 0 : cashedOutHundredths / 100,
      allowedActions: [],
      cashedOutHundredths,
    },
    extraStake: 0,
  };
}

export function actCrash(state: CrashState, action: CrashAction): StepResult<CrashState> {
  if (state.finished) throw new ActionNotAllowedError('the round is over');
  const at = action.atHundredths;
  const { crashHundredths: crash, targetHundredths: target } = state;
  // The automatic cash-out came first if the multiplier passed the target before the crash.
  if (target !== null && target <= at && target <= crash) return finish(state, target);
  // The crash came before this request.
  if (at > crash) return finish(state, null);
  // Still rising: a check changes nothing (the same state, which the studio does not record).
  if (action.type === 'check') return { state, extraStake: 0 };
  // ×1.00 would return the stake on every round, also those that crash at once.
  if (at < CRASH_MIN_TARGET_HUNDREDTHS) throw new ActionNotAllowedError('cash-out opens at ×1.01');
  return finish(state, at);
}

/** While the round is open the player sees everything but the crash point. */
export function crashView(state: CrashState): unknown {
  if (state.finished) return state;
  const { crashHundredths: _hidden, ...visible } = state;
  return visible;
}
