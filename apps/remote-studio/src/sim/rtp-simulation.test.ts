import { describe, expect, it } from 'vitest';
import type { GameMaths } from '../games/game-maths.js';
import { measureRtp, seededDraw, withinTolerance } from './rtp-simulation.js';

// The script's arithmetic on a game whose return is known by construction.
const coin: GameMaths = {
  kind: 'plinko',
  rtp: 0.95,
  volatility: 'low',
  stakeStep: 1,
  defaultOptions: {},
  // Pays 1.9× the stake on heads: 95 %, one round's spread 0.95.
  play: (draw, stake) => ({ outcome: null, win: draw() < 0.5 ? (stake * 19n) / 10n : 0n }),
};

describe('the RTP simulation', () => {
  it('measures paid over staked, with the standard error of the run', () => {
    const m = measureRtp(coin, 40_000, seededDraw(7));
    expect(m.rtp).toBeGreaterThan(0.95 - 0.03);
    expect(m.rtp).toBeLessThan(0.95 + 0.03);
    expect(m.standardError).toBeCloseTo(0.95 / Math.sqrt(40_000), 4);
  });

  it('repeats a run from its seed, and differs with another', () => {
    expect(measureRtp(coin, 1_000, seededDraw(1))).toEqual(measureRtp(coin, 1_000, seededDraw(1)));
    expect(measureRtp(coin, 1_000, seededDraw(1)).rtp).not.toBe(measureRtp(coin, 1_000, seededDraw(2)).rtp);
  });

  it('fails beyond 0.1 %, or beyond three standard errors when the noise is wider', () => {
    const run = (rtp: number, standardError: number) => ({ rounds: 1, rtp, standardError });
    expect(withinTolerance(run(0.9659, 0.0001), 0.965)).toBe(true);
    expect(withinTolerance(run(0.9662, 0.0001), 0.965)).toBe(false);
    expect(withinTolerance(run(0.9662, 0.0005), 0.965)).toBe(true);
    expect(withinTolerance(run(0.967, 0.0005), 0.965)).toBe(false);
  });

  it('refuses a game whose default choices it does not accept', () => {
    expect(() => measureRtp({ ...coin, play: () => null }, 1, seededDraw(1))).toThrow(/default options/);
  });
});
