import { readOptionalBoolean, readRecord } from '../registry/parse.js';
import type { OneShotGame } from '../registry/types.js';
import { type SlotOutcome, spinSlot } from './slot.js';

/**
 * A slot bet has no choices: all 20 lines are always played with the whole stake.
 * `freeSpin: true` plays one of the free spins an earlier spin awarded: the studio
 * takes no stake for it and pays its win on the stake of the spin that awarded it.
 */
export interface SlotBet {
  freeSpin: boolean;
}

/** The documented RTP (exact, see exact.ts): 96.010 %. */
export const SLOT_RTP = 0.960101076771912;

export const slotGame: OneShotGame<SlotBet, SlotOutcome> = {
  kind: 'slot',
  shape: 'one-shot',
  name: 'Fruit Reels',
  rtp: {
    rtp: SLOT_RTP,
    note: 'exact from the reel strips: base game 77.648 % plus free spins 18.362 % (3 scatters or more, ×3, retriggers)',
  },
  parseBet(input) {
    const record = readRecord(input === undefined ? {} : input, 'slot bet', ['freeSpin']);
    return { freeSpin: readOptionalBoolean(record, 'freeSpin') };
  },
  play(stream, bet) {
    const outcome = spinSlot(stream, bet.freeSpin);
    return { outcome, multiplier: outcome.multiplier };
  },
};
