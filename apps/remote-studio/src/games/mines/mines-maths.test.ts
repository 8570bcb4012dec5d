import { describe, expect, it } from 'vitest';
import { fairDraw } from '../../fairness.js';
import { layMines, MINES, minesMultiplier, minesRtp } from './mines-maths.js';

describe('the mines maths', () => {
  it('pays 0.97 / P(safe) floored: 1.44× for three picks among three mines', () => {
    // P(safe) = C(22, 3) / C(25, 3) = 1540 / 2300.
    expect(minesMultiplier(3, 3)).toBe(144);
    expect(minesRtp(3, 3)).toBeCloseTo((1540 / 2300) * 1.44, 10);
    expect(Math.abs(minesRtp(3, 3) - MINES.rtp)).toBeLessThan(0.00005);
    for (let m = 1; m <= 24; m++)
      for (let n = 1; n <= 25 - m; n++) expect(minesRtp(m, n)).toBeLessThanOrEqual(0.97);
  });

  it('lays distinct mines from the round’s numbers, the same again from the same seed', () => {
    const mines = layMines(fairDraw('b'.repeat(64), 'c', 1), 10);
    expect(new Set(mines).size).toBe(10);
    expect(layMines(fairDraw('b'.repeat(64), 'c', 1), 10)).toEqual(mines);
  });

  it('pays only a field whose picks miss every mine, and refuses a bad choice', () => {
    const first = MINES.play(() => 0, 1000n, { mines: 1, picks: [0] });
    expect(first).toMatchObject({ outcome: { mines: [0], safe: false }, win: 0n });
    expect(MINES.play(() => 0, 1000n, { mines: 1, picks: [1] })?.win).toBe(1010n);
    expect(MINES.play(() => 0, 1000n, { mines: 3, picks: [1, 1] })).toBeNull();
    expect(MINES.play(() => 0, 1000n, { mines: 24, picks: [1, 2] })).toBeNull();
  });
});
