import { readChoice, readInteger, readRecord } from '../registry/parse.js';
import type { OneShotGame } from '../registry/types.js';
import {
  dropPlinko,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoBet,
  type PlinkoOutcome,
  plinkoMultiplier,
} from './plinko.js';

export const plinkoGame: OneShotGame<PlinkoBet, PlinkoOutcome> = {
  kind: 'plinko',
  shape: 'one-shot',
  name: 'Plinko',
  rtp: { rtp: 0.99, note: 'about 99 % for every table: 98.88 % to 99.16 % exact (binomial), see the README' },
  parseBet(input) {
    const record = readRecord(input, 'plinko bet', ['rows', 'risk']);
    return {
      rows: readInteger(record, 'rows', PLINKO_MIN_ROWS, PLINKO_MAX_ROWS),
      risk: readChoice(record, 'risk', PLINKO_RISKS),
    };
  },
  play(stream, bet) {
    const outcome = dropPlinko(stream, bet.rows);
    return { outcome, multiplier: plinkoMultiplier(bet, outcome.bin) };
  },
};
