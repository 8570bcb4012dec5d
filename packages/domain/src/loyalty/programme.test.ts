import { describe, expect, it } from 'vitest';
import { levelForPoints, levelProgressPercent, pointsForStake } from './programme.js';

describe('points for a stake', () => {
  it.each([
    // stake minor, scale, multiplier %, points minor
    [100n, 2, 100, 100n], // 1.00 at Bronze: 1 point
    [10n, 2, 100, 10n], // 0.10: a tenth of a point
    [1_234n, 2, 125, 1_542n], // 12.34 × 1.25 = 15.425, down to 15.42
    [5n, 0, 200, 1_000n], // a currency without cents: 5 × 2 = 10 points
    [1_234n, 3, 100, 123n], // three decimals: 1.234 staked, 1.23 points
    [0n, 2, 200, 0n],
    [-100n, 2, 100, 0n],
  ])('%s at scale %s × %s%% earns %s', (stake, scale, multiplier, points) => {
    expect(pointsForStake(stake, scale, multiplier)).toBe(points);
  });
});

describe('levels by lifetime points', () => {
  it.each([
    [0n, 'bronze', 0],
    [49_999n, 'bronze', 99],
    [50_000n, 'silver', 0],
    [150_000n, 'silver', 50],
    [250_000n, 'gold', 0],
    [1_000_000n, 'platinum', 100],
  ])('%s minor is %s, %s%% of the way to the next', (lifetime, level, progress) => {
    expect(levelForPoints(lifetime).sysname).toBe(level);
    expect(levelProgressPercent(lifetime)).toBe(progress);
  });
});
