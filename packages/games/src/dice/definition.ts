import { asInvalidBet } from '../registry/errors.js';
import { readChoice, readInteger, readRecord } from '../registry/parse.js';
import type { OneShotGame } from '../registry/types.js';
import {
  DICE_OUTCOMES,
  DICE_RTP,
  type DiceBet,
  type DiceOutcome,
  diceWinningRolls,
  rollDice,
  settleDice,
} from './dice.js';

export const diceGame: OneShotGame<DiceBet, DiceOutcome> = {
  kind: 'dice',
  shape: 'one-shot',
  name: 'Dice',
  rtp: { rtp: DICE_RTP, note: '99 % for every target (exact over the 10 000 rolls)' },
  parseBet(input) {
    const record = readRecord(input, 'dice bet', ['direction', 'targetHundredths']);
    const bet: DiceBet = {
      direction: readChoice(record, 'direction', ['under', 'over'] as const),
      targetHundredths: readInteger(record, 'targetHundredths', 0, DICE_OUTCOMES - 1),
    };
    asInvalidBet(() => diceWinningRolls(bet));
    return bet;
  },
  play(stream, bet) {
    const outcome = rollDice(stream);
    return { outcome, multiplier: settleDice(bet, outcome).multiplier };
  },
};
