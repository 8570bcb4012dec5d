import { InvalidBetError } from '../registry/errors.js';
import { readArray, readRecord } from '../registry/parse.js';
import type { OneShotGame } from '../registry/types.js';
import { KENO_MAX_PICKS, KENO_NUMBERS, type KenoBet, type KenoOutcome, playKeno } from './keno.js';

export const kenoGame: OneShotGame<KenoBet, KenoOutcome> = {
  kind: 'keno',
  shape: 'one-shot',
  name: 'Keno',
  rtp: { rtp: 0.97, note: '97.00 % for 1 and 3–10 picks, 96.80 % for 2 (exact, hypergeometric)' },
  parseBet(input) {
    const record = readRecord(input, 'keno bet', ['picks']);
    const picks = readArray(record, 'picks', 1, KENO_MAX_PICKS);
    for (const pick of picks) {
      if (typeof pick !== 'number' || !Number.isInteger(pick) || pick < 1 || pick > KENO_NUMBERS) {
        throw new InvalidBetError(`keno picks must be whole numbers from 1 to ${KENO_NUMBERS}`);
      }
    }
    if (new Set(picks).size !== picks.length) throw new InvalidBetError('keno picks must all differ');
    return { picks: [...(picks as number[])] };
  },
  play: playKeno,
};
