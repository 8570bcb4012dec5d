import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../fairness/stream.js';
import { expectRtpWithinStandardErrors } from '../sim/expect-rtp.js';
import { simulateCrash } from '../sim/games.js';
import { CRASH_RTP, crashPointFromDraw, crashRtp, crashWinChance, playCrash, settleCrash } from './crash.js';

const E = 2 ** 52;
const seeds = {
  serverSeed: 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c',
  clientSeed: 'player-seed',
  nonce: 7,
};

describe('crash', () => {
  it('maps a 52-bit draw to ⌊99 / (1 − u)⌋ hundredths, at least ×1.00', () => {
    expect(crashPointFromDraw(0)).toBe(100); // 99 → ×1.00
    expect(crashPointFromDraw(E / 2)).toBe(198);
    expect(crashPointFromDraw((E * 3) / 4)).toBe(396);
    expect(crashPointFromDraw(E - E / 1024)).toBe(99 * 1024);
    expect(crashPointFromDraw(E - 1)).toBe(Number.MAX_SAFE_INTEGER);
    // the first draw whose crash point reaches ×1.01: 99·2^52 / (2^52 − h) ≥ 101
    const firstAt101 = E - Math.floor((99 * E) / 101);
    expect(crashPointFromDraw(firstAt101 - 1)).toBe(100);
    expect(crashPointFromDraw(firstAt101)).toBe(101);
  });

  it('reads the crash point from the seeds', () => {
    // first 52 bits: 0xf8770ea8831bd, so u ≈ 0.9705 and 99 / (1 − u) ≈ 3363.5
    const h = 0xf8770ea8831bd;
    expect(playCrash(new OutcomeStream(seeds))).toEqual({ crashHundredths: Math.floor((99 * E) / (E - h)) });
    expect(playCrash(new OutcomeStream(seeds)).crashHundredths).toBe(3363);
  });

  it('cashes out when the crash point reaches the target', () => {
    expect(settleCrash(200, { crashHundredths: 200 })).toEqual({ won: true, multiplier: 2 });
    expect(settleCrash(200, { crashHundredths: 199 })).toEqual({ won: false, multiplier: 0 });
    expect(settleCrash(101, { crashHundredths: 100 }).won).toBe(false);
    expect(() => settleCrash(100, { crashHundredths: 500 })).toThrow(RangeError);
    expect(() => settleCrash(150.5, { crashHundredths: 500 })).toThrow(RangeError);
    expect(() => settleCrash(100_000_001, { crashHundredths: 500 })).toThrow(RangeError);
  });

  it('P(crash ≥ m) = 0.99 / m, so every target returns 99 %', () => {
    for (const target of [101, 150, 200, 333, 1_000, 10_000, 123_456, 100_000_000]) {
      expect(crashWinChance(target)).toBeCloseTo(0.99 / (target / 100), 14);
      expect(crashRtp(target)).toBeLessThanOrEqual(CRASH_RTP);
      expect(CRASH_RTP - crashRtp(target)).toBeLessThan((target / 100) * 2 ** -52 + 1e-15);
    }
    // the share of the draws crashing at ×1.00: 1 − 0.99/1.01
    expect(1 - crashWinChance(101)).toBeCloseTo(2 / 101, 14);
  });

  it('simulated RTP matches 99 % within the standard error (200 000 rounds)', () => {
    for (const line of simulateCrash(200_000)) expectRtpWithinStandardErrors(line);
  }, 60_000);
});
