import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../fairness/stream.js';
import { verifyRound } from '../fairness/verify.js';
import { expectRtpWithinStandardErrors } from '../sim/expect-rtp.js';
import { simulateDice } from '../sim/games.js';
import {
  DICE_OUTCOMES,
  DICE_RTP,
  type DiceBet,
  diceMultiplier,
  diceWinningRolls,
  rollDice,
  settleDice,
} from './dice.js';

const seeds = {
  serverSeed: 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c',
  clientSeed: 'player-seed',
  nonce: 7,
};

describe('dice', () => {
  it('rolls 0.00–99.99 from the first unbiased draw below 10 000', () => {
    // first word f87707a9 = 4168550313, and 4168550313 mod 10 000 = 313
    expect(rollDice(new OutcomeStream(seeds))).toEqual({ rollHundredths: 313 });
  });

  it('pays (100 − 1) / win chance', () => {
    expect(diceMultiplier({ direction: 'under', targetHundredths: 5000 })).toBeCloseTo(1.98, 12);
    expect(diceMultiplier({ direction: 'over', targetHundredths: 4999 })).toBeCloseTo(1.98, 12);
    expect(diceMultiplier({ direction: 'under', targetHundredths: 1 })).toBeCloseTo(9900, 9);
    expect(diceMultiplier({ direction: 'under', targetHundredths: 9800 })).toBeCloseTo(1.010204, 6);
  });

  it('wins strictly under or strictly over the target', () => {
    const under: DiceBet = { direction: 'under', targetHundredths: 5000 };
    expect(settleDice(under, { rollHundredths: 4999 }).won).toBe(true);
    expect(settleDice(under, { rollHundredths: 5000 })).toEqual({ won: false, multiplier: 0 });
    const over: DiceBet = { direction: 'over', targetHundredths: 5000 };
    expect(settleDice(over, { rollHundredths: 5000 }).won).toBe(false);
    expect(settleDice(over, { rollHundredths: 5001 }).won).toBe(true);
  });

  it('refuses targets outside 0.01 %–98 % win chance', () => {
    expect(() => diceWinningRolls({ direction: 'under', targetHundredths: 0 })).toThrow(RangeError);
    expect(() => diceWinningRolls({ direction: 'over', targetHundredths: 9999 })).toThrow(RangeError);
    expect(() => diceWinningRolls({ direction: 'under', targetHundredths: 9801 })).toThrow(RangeError);
    expect(() => diceWinningRolls({ direction: 'over', targetHundredths: 198 })).toThrow(RangeError);
    expect(() => diceWinningRolls({ direction: 'under', targetHundredths: 50.5 })).toThrow(RangeError);
    expect(diceWinningRolls({ direction: 'over', targetHundredths: 199 })).toBe(9800);
  });

  it('every allowed bet returns exactly 99 % over all 10 000 rolls', () => {
    for (const direction of ['under', 'over'] as const) {
      for (let target = 0; target < DICE_OUTCOMES; target += 7) {
        const bet = { direction, targetHundredths: target };
        let winning: number;
        try {
          winning = diceWinningRolls(bet);
        } catch {
          continue;
        }
        let returned = 0;
        for (let roll = 0; roll < DICE_OUTCOMES; roll++)
          returned += settleDice(bet, { rollHundredths: roll }).multiplier;
        expect(winning).toBeGreaterThan(0);
        expect(returned / DICE_OUTCOMES).toBeCloseTo(DICE_RTP, 12);
      }
    }
  }, 60_000);

  it('a past roll verifies from the revealed seeds', () => {
    const commitment = 'b91d82bd7eff334f4c4cf4e43a9a28ca7b34450b6d1d9f6136fada183f64237c';
    expect(verifyRound({ ...seeds, commitment }, rollDice)).toEqual({
      commitmentMatches: true,
      outcome: { rollHundredths: 313 },
    });
  });

  it('simulated RTP matches 99 % within the standard error (200 000 rounds)', () => {
    for (const line of simulateDice(200_000)) expectRtpWithinStandardErrors(line);
  }, 60_000);
});
