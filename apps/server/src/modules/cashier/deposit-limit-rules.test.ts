import { describe, expect, it } from 'vitest';
import { isStricter, type Limit, sameLimit } from './deposit-limit-rules.js';

const limit = (period: Limit['period'], major: number): Limit => ({
  period,
  limitMinor: BigInt(major) * 100n,
});

describe('isStricter', () => {
  it.each([
    [null, limit('day', 100), true],
    [limit('day', 100), null, false],
    [limit('day', 100), limit('day', 50), true],
    [limit('day', 100), limit('day', 100), true],
    [limit('day', 100), limit('day', 101), false],
    [limit('day', 100), limit('week', 100), true],
    [limit('week', 100), limit('day', 100), false],
    [limit('month', 500), limit('day', 20), false],
    [limit('day', 20), limit('month', 500), false],
    [limit('week', 300), limit('month', 300), true],
  ] as const)('%o → %o: %s', (current, next, stricter) => {
    expect(isStricter(current, next)).toBe(stricter);
  });
});

describe('sameLimit', () => {
  it('compares period and amount; none equals none', () => {
    expect(sameLimit(null, null)).toBe(true);
    expect(sameLimit(limit('day', 1), null)).toBe(false);
    expect(sameLimit(limit('day', 1), limit('day', 1))).toBe(true);
    expect(sameLimit(limit('day', 1), limit('week', 1))).toBe(false);
  });
});
