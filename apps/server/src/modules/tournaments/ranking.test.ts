import { describe, expect, it } from 'vitest';
import { prizeAwards, rank, totalPrizeMinor } from './ranking.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 12, minute));

describe('ranking', () => {
  it('puts more points first and, on equal points, whoever reached the score first', () => {
    const ranked = rank([
      { userId: 1, pointsMinor: 500n, reachedAt: at(30) },
      { userId: 2, pointsMinor: 900n, reachedAt: at(40) },
      { userId: 3, pointsMinor: 500n, reachedAt: at(10) },
    ]);
    expect(ranked.map((r) => [r.place, r.userId])).toEqual([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
  });

  it('orders the same points at the same time by user id, so every run gives the same places', () => {
    const ranked = rank([
      { userId: 9, pointsMinor: 100n, reachedAt: at(5) },
      { userId: 4, pointsMinor: 100n, reachedAt: at(5) },
    ]);
    expect(ranked.map((r) => r.userId)).toEqual([4, 9]);
  });
});

describe('the prize split', () => {
  const prizes = [10_000, 5_000, 2_500];

  it('pays each prize place to the player in it; the total prize is the sum of the places', () => {
    const awards = prizeAwards(
      rank([
        { userId: 1, pointsMinor: 300n, reachedAt: at(1) },
        { userId: 2, pointsMinor: 200n, reachedAt: at(1) },
        { userId: 3, pointsMinor: 100n, reachedAt: at(1) },
        { userId: 4, pointsMinor: 50n, reachedAt: at(1) },
      ]),
      prizes,
    );
    expect(awards.map((a) => [a.place, a.userId, a.prizeMinor])).toEqual([
      [1, 1, 10_000n],
      [2, 2, 5_000n],
      [3, 3, 2_500n],
    ]);
    expect(totalPrizeMinor(prizes)).toBe(17_500n);
  });

  it('pays nobody without points, and leaves places without players unpaid', () => {
    const awards = prizeAwards(
      rank([
        { userId: 1, pointsMinor: 300n, reachedAt: at(1) },
        { userId: 2, pointsMinor: 0n, reachedAt: at(1) },
      ]),
      prizes,
    );
    expect(awards.map((a) => a.userId)).toEqual([1]);
  });
});
