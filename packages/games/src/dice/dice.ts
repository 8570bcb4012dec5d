import type { OutcomeStream } from '../fairness/stream.js';

/**
 * Dice: a roll from 0.00 to 99.99 (10 000 equally likely values, kept in hundredths
 * so the maths stays in integers). The player bets the roll lands under or over a
 * target; the return is (100 − edge %) / win chance %, so every bet returns 99 %.
 */
export const DICE_OUTCOMES = 10_000;
export const DICE_HOUSE_EDGE = 0.01;
export const DICE_RTP = 1 - DICE_HOUSE_EDGE;
/** Win chance bounds: 0.01 % (×9 900) up to 98 % (×1.0102). */
export const DICE_MIN_WINNING_ROLLS = 1;
export const DICE_MAX_WINNING_ROLLS = 9_800;

export interface DiceBet {
  direction: 'under' | 'over';
  /** The target in hundredths: 4950 means 49.50. */
  targetHundredths: number;
}

export interface DiceOutcome {
  /** The roll in hundredths: 0 … 9999, shown as 0.00 … 99.99. */
  rollHundredths: number;
}

export interface DiceSettlement {
  won: boolean;
  /** Total return per unit staked (stake included); 0 on a loss. */
  multiplier: number;
}

export function rollDice(stream: OutcomeStream): DiceOutcome {
  return { rollHundredths: stream.nextInt(DICE_OUTCOMES) };
}

/** How many of the 10 000 rolls win: under t wins on 0 … t−1, over t on t+1 … 9999. */
export function diceWinningRolls(bet: DiceBet): number {
  const { direction, targetHundredths: target } = bet;
  if (!Number.isInteger(target) || target < 0 || target >= DICE_OUTCOMES) {
    throw new RangeError('dice target must be an integer number of hundredths in [0, 9999]');
  }
  const winning = direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
  if (winning < DICE_MIN_WINNING_ROLLS || winning > DICE_MAX_WINNING_ROLLS) {
    throw new RangeError('dice win chance must be between 0.01 % and 98 %');
  }
  return winning;
}

/** Return per unit staked on a win: 0.99 · 10 000 / winning rolls (×1.98 at 50 %). */
export function diceMultiplier(bet: DiceBet): number {
  return (DICE_RTP * DICE_OUTCOMES) / diceWinningRolls(bet);
}

export function settleDice(bet: DiceBet, outcome: DiceOutcome): DiceSettlement {
  const multiplier = diceMultiplier(bet);
  const roll = outcome.rollHundredths;
  const won = bet.direction === 'under' ? roll < bet.targetHundredths : roll > bet.targetHundredths;
  return { won, multiplier: won ? multiplier : 0 };
}
