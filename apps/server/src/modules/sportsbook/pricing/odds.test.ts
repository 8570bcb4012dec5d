import { describe, expect, it } from 'vitest';
import { combinedOddsHundredths, oddsFromDecimal, oddsToDecimal, potentialReturnMinor } from './odds.js';

describe('sports odds and returns in minor units', () => {
  it('returns stake × odds, rounded down to the minor unit', () => {
    expect(potentialReturnMinor(1_000n, 185)).toBe(1_850n);
    expect(potentialReturnMinor(333n, 187)).toBe(622n); // 6.2271 → 6.22
    expect(potentialReturnMinor(1n, 101)).toBe(1n); // 0.0101 → 0.01: never more than owed
    expect(potentialReturnMinor(100_000n, 100_000)).toBe(100_000_000n);
  });

  it('refuses odds that are not a price', () => {
    expect(() => potentialReturnMinor(100n, 100)).toThrow(RangeError);
    expect(() => potentialReturnMinor(100n, 1.5)).toThrow(RangeError);
  });

  it('reads the API’s decimal odds exactly or not at all', () => {
    expect(oddsFromDecimal(1.85)).toBe(185);
    expect(oddsFromDecimal(2.1)).toBe(210);
    expect(oddsFromDecimal(1.855)).toBeNull();
    expect(oddsFromDecimal(1)).toBeNull();
    expect(oddsFromDecimal(Number.NaN)).toBeNull();
    expect(oddsFromDecimal(10_000)).toBeNull();
    expect(oddsToDecimal(185)).toBe(1.85);
  });

  it('combines a multiple’s odds exactly, rounded down to the hundredth', () => {
    expect(combinedOddsHundredths([185, 210])).toBe(388); // 3.885 → 3.88
    expect(combinedOddsHundredths([185, 210, 150])).toBe(582); // 5.8275 → 5.82
    expect(combinedOddsHundredths([250])).toBe(250);
    expect(combinedOddsHundredths([100_000, 100_000])).toBe(100_000_000);
    expect(() => combinedOddsHundredths([])).toThrow(RangeError);
    expect(() => combinedOddsHundredths([185, 100])).toThrow(RangeError);
  });
});
