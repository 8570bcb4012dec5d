import { coveredNumbers, type RouletteBet } from '@jeton/games';
import { describe, expect, it } from 'vitest';
import { numberCell, tableSpots } from './table-spots.js';

describe('roulette table spots', () => {
  const spots = tableSpots();

  it('offers every bet of a European table once, each one the maths accepts', () => {
    const keys = spots.map((spot) => spot.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const spot of spots) expect(() => coveredNumbers(spot.bet)).not.toThrow();
    const count = (kind: RouletteBet['kind']) => spots.filter((spot) => spot.bet.kind === kind).length;
    expect(count('straight')).toBe(37);
    // 24 across, 33 along the streets, 3 beside the zero.
    expect(count('split')).toBe(60);
    expect(count('street')).toBe(12);
    expect(count('trio')).toBe(2);
    expect(count('corner')).toBe(22);
    expect(count('firstFour')).toBe(1);
    expect(count('sixLine')).toBe(11);
    expect(count('dozen')).toBe(3);
    expect(count('column')).toBe(3);
  });

  it('puts 3 on top of 1 in the first street and 36 on top of the last', () => {
    expect(numberCell(1)).toEqual({ u: 0, v: 2 });
    expect(numberCell(3)).toEqual({ u: 0, v: 0 });
    expect(numberCell(36)).toEqual({ u: 11, v: 0 });
  });

  it('places a split target on the line its two numbers share', () => {
    const split = spots.find((spot) => spot.key === JSON.stringify({ kind: 'split', numbers: [1, 4] }))!;
    // The line between street 1 (u 0…1) and street 2 at the height of 1 and 4 (v 2…3).
    expect(split.u + split.width / 2).toBeCloseTo(1);
    expect(split.v + split.height / 2).toBeCloseTo(2.5);
  });
});
