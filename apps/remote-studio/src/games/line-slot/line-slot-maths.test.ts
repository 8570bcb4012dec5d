import { describe, expect, it } from 'vitest';
import { fairDraw, newServerSeed, seedHash } from '../../fairness.js';
import { GOLDEN_SCARAB_5X4 } from './golden-scarab-5x4.js';
import { exactRtp, lineWins, playSpin, SCATTER } from './line-slot-maths.js';
import { NORTHERN_LIGHTS_5X3 } from './northern-lights-5x3.js';
import { RED_PANDA_3X3 } from './red-panda-3x3.js';

describe('line slots’ maths', () => {
  it('each spec’s exact return is the one the decision record documents', () => {
    expect(exactRtp(NORTHERN_LIGHTS_5X3)).toBeCloseTo(0.9654, 4);
    for (const spec of [NORTHERN_LIGHTS_5X3, GOLDEN_SCARAB_5X4, RED_PANDA_3X3]) {
      expect(Math.abs(exactRtp(spec) - spec.rtp)).toBeLessThan(0.00005);
    }
  });

  it('the real draw, over twenty thousand spins of one seed, lands near the exact return', () => {
    // Deterministic (one fixed seed): the spread of this slot over 20 000 spins is about three points.
    let paid = 0n;
    const rounds = 20_000;
    for (let nonce = 0; nonce < rounds; nonce++) {
      paid += playSpin(NORTHERN_LIGHTS_5X3, fairDraw('a'.repeat(64), 'rtp-check', nonce), 1000n).win;
    }
    const rtp = Number(paid) / (rounds * 1000);
    expect(rtp).toBeGreaterThan(0.9654 - 0.06);
    expect(rtp).toBeLessThan(0.9654 + 0.06);
  }, 30_000);

  it('pays a line from the first reel only, by its count', () => {
    const row = (s: string): string[] => [s, 'ten', 'jack'];
    const grid = [row('bear'), row('bear'), row('bear'), row('bear'), ['queen', 'queen', 'queen']];
    const wins = lineWins(NORTHERN_LIGHTS_5X3, grid, 100n);
    expect(wins.find((w) => w.line === 1)).toEqual({ line: 1, symbol: 'bear', count: 4, amount: 10n * 280n });
    expect(wins.find((w) => w.line === 0)).toMatchObject({ symbol: 'ten', count: 4, amount: 10n * 40n });
  });

  it('multiplies a spin’s line wins by the wheel’s draw', () => {
    // Every cell a panda (uniform 0.999 is the last symbol), then the wheel's last slot: ×10.
    const outcome = playSpin(RED_PANDA_3X3, () => 0.999, 500n);
    expect(outcome.outcome.multiplier).toBe(10);
    expect(outcome.win).toBe(5n * 100n * 490n * 10n);
  });

  it('gives Golden Scarab’s free spins on three scatters, paid at triple line wins', () => {
    // The first 20 numbers are the base grid (0.999 is the scatter), then eight free grids.
    const outcome = playSpin(GOLDEN_SCARAB_5X4, () => 0.999, 2000n).outcome;
    expect(outcome.grid.flat().every((s) => s === SCATTER)).toBe(true);
    expect(outcome.freeSpins).toHaveLength(8);
    expect(outcome.freeSpinMultiplier).toBe(3);
    const ankh = playSpin(GOLDEN_SCARAB_5X4, () => 0, 2000n);
    expect(ankh.outcome.freeSpins).toHaveLength(0);
    expect(ankh.win).toBe(20n * 100n * 69n);
  });

  it('draws the same round again from the revealed seed, and the hash commits to it', () => {
    const seed = newServerSeed();
    const spin = (nonce: number) => playSpin(GOLDEN_SCARAB_5X4, fairDraw(seed, 'client', nonce), 2000n);
    expect(spin(3)).toEqual(spin(3));
    expect(spin(3)).not.toEqual(spin(4));
    expect(seedHash(seed)).toMatch(/^[0-9a-f]{64}$/);
  });
});
