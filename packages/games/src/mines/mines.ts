import type { OutcomeStream } from '../fairness/stream.js';
import { ActionNotAllowedError } from '../registry/errors.js';
import type { MultiStepState } from '../registry/types.js';

/**
 * Mines: a 5 × 5 board hides 1 to 24 mines, placed at the start. The player reveals
 * cells one at a time and may cash out after any safe reveal; a mine loses the stake.
 * After k safe reveals the cash-out multiplier is 0.99 / P(k safe reveals in a row)
 * = 0.99 · C(25, k) / C(25 − m, k), so cashing out after k reveals returns exactly 99 %
 * whatever k, and whatever way the player chooses cells or when to stop.
 */
export const MINES_CELLS = 25;
export const MINES_RTP = 0.99;

export type MinesAction = { type: 'reveal'; cell: number } | { type: 'cashout' };

export interface MinesState extends MultiStepState {
  mineCount: number;
  /** Cells 0…24 (row · 5 + column) holding mines. Never shown before the round ends. */
  mines: number[];
  /** Cells revealed, in order (the last one is the mine on a loss). */
  revealed: number[];
  /** Whether the round ended on a mine. */
  hitMine: boolean;
  /** Cash-out multiplier now (1 before any reveal: cashing out needs one reveal). */
  currentMultiplier: number;
  /** The multiplier the next safe reveal would reach (null once finished or the board is clear). */
  nextMultiplier: number | null;
  allowedActions: Array<MinesAction['type']>;
}

/** 0.99 · C(25, k) / C(25 − m, k), as a product of k ratios. */
export function minesMultiplier(mineCount: number, safeReveals: number): number {
  let multiplier = MINES_RTP;
  for (let i = 0; i < safeReveals; i++) multiplier *= (MINES_CELLS - i) / (MINES_CELLS - mineCount - i);
  return multiplier;
}

/** The mines are the first m cells of a partial forward Fisher–Yates over cells 0…24. */
export function placeMines(stream: OutcomeStream, mineCount: number): number[] {
  const cells = Array.from({ length: MINES_CELLS }, (_, i) => i);
  for (let i = 0; i < mineCount; i++) {
    const j = i + stream.nextInt(MINES_CELLS - i);
    const cell = cells[i]!;
    cells[i] = cells[j]!;
    cells[j] = cell;
  }
  return cells.slice(0, mineCount).sort((a, b) => a - b);
}

export function startMines(stream: OutcomeStream, mineCount: number): MinesState {
  return {
    mineCount,
    mines: placeMines(stream, mineCount),
    revealed: [],
    hitMine: false,
    currentMultiplier: 1,
    nextMultiplier: minesMultiplier(mineCount, 1),
    finished: false,
    multiplier: null,
    stakeUnits: 1,
    allowedActions: ['reveal'],
  };
}

export function actMines(
  previous: MinesState,
  action: MinesAction,
): { state: MinesState; extraStake: number } {
  if (previous.finished || !previous.allowedActions.includes(action.type)) {
    throw new ActionNotAllowedError(`${action.type} is not allowed now`);
  }
  const state: MinesState = { ...previous, revealed: [...previous.revealed], allowedActions: [] };
  if (action.type === 'cashout') {
    return {
      state: { ...state, finished: true, multiplier: state.currentMultiplier, nextMultiplier: null },
      extraStake: 0,
    };
  }
  if (state.revealed.includes(action.cell)) throw new ActionNotAllowedError('that cell is already revealed');
  state.revealed.push(action.cell);
  if (state.mines.includes(action.cell)) {
    return {
      state: { ...state, hitMine: true, finished: true, multiplier: 0, nextMultiplier: null },
      extraStake: 0,
    };
  }
  const safe = state.revealed.length;
  state.currentMultiplier = minesMultiplier(state.mineCount, safe);
  if (safe === MINES_CELLS - state.mineCount) {
    // every safe cell found: the round cashes out by itself
    return {
      state: { ...state, finished: true, multiplier: state.currentMultiplier, nextMultiplier: null },
      extraStake: 0,
    };
  }
  state.nextMultiplier = minesMultiplier(state.mineCount, safe + 1);
  state.allowedActions = ['reveal', 'cashout'];
  return { state, extraStake: 0 };
}

/** What the player sees: the mine positions stay hidden until the round ends. */
export function minesView(state: MinesState) {
  if (state.finished) return state;
  const { mines: _mines, ...visible } = state;
  return visible;
}
