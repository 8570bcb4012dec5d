import { describe, expect, it } from 'vitest';
import { PLINKO, plinkoRtp, SLOT_MULTIPLIERS } from './plinko-maths.js';

describe('the plinko maths', () => {
  it('returns 96.84 % exactly, as documented', () => {
    expect(plinkoRtp()).toBeCloseTo(0.968408, 6);
    expect(Math.abs(plinkoRtp() - PLINKO.rtp)).toBeLessThan(0.00005);
    expect([...SLOT_MULTIPLIERS].reverse()).toEqual([...SLOT_MULTIPLIERS]);
  });

  it('lands the ball in the slot of its count of rights', () => {
    let i = 0;
    const outcome = PLINKO.play(() => (i++ < 3 ? 0.9 : 0.1), 1000n, {});
    expect(outcome?.outcome).toMatchObject({ slot: 3, multiplier: 180 });
    expect(outcome?.win).toBe(1800n);
  });
});
