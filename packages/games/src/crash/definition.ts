import { readInteger, readRecord } from '../registry/parse.js';
import type { OneShotGame } from '../registry/types.js';
import {
  CRASH_MAX_TARGET_HUNDREDTHS,
  CRASH_MIN_TARGET_HUNDREDTHS,
  CRASH_RTP,
  type CrashOutcome,
  playCrash,
  settleCrash,
} from './crash.js';

/** A crash bet is an automatic cash-out target, so the round settles in one call. */
export interface CrashBet {
  targetHundredths: number;
}

export const crashGame: OneShotGame<CrashBet, CrashOutcome> = {
  kind: 'crash',
  shape: 'one-shot',
  name: 'Crash',
  rtp: { rtp: CRASH_RTP, note: '99 % for every cash-out target (closed form, P(crash ≥ m) = 0.99 / m)' },
  parseBet(input) {
    const record = readRecord(input, 'crash bet', ['targetHundredths']);
    return {
      targetHundredths: readInteger(
        record,
        'targetHundredths',
        CRASH_MIN_TARGET_HUNDREDTHS,
        CRASH_MAX_TARGET_HUNDREDTHS,
      ),
    };
  },
  play(stream, bet) {
    const outcome = playCrash(stream);
    return { outcome, multiplier: settleCrash(bet.targetHundredths, outcome).multiplier };
  },
};
