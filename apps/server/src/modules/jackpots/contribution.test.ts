import { describe, expect, it } from 'vitest';
import { contributionOf, feedsJackpot } from './contribution.js';

describe('a stake’s contribution', () => {
  it.each<[bigint, number, bigint]>([
    // stake (minor), rate (bp), contribution: floor(stake × rate / 10 000)
    [10_000n, 100, 100n],
    [199n, 100, 1n],
    [99n, 100, 0n],
    [12_345n, 50, 61n],
    [1n, 1_000, 0n],
    [10n, 1_000, 1n],
    [0n, 100, 0n],
    [9_007_199_254_740_993n, 10_000, 9_007_199_254_740_993n],
  ])('%s at %s bp gives %s', (stake, rate, expected) => {
    expect(contributionOf(stake, rate)).toBe(expected);
  });

  it('refuses a negative or fractional rate', () => {
    expect(() => contributionOf(100n, -1)).toThrow(RangeError);
    expect(() => contributionOf(100n, 1.5)).toThrow(RangeError);
  });
});

describe('which stakes feed a jackpot', () => {
  const stake = { money: 'real', currency: 'EUR', game: 'jeton-dice', studio: 'jeton' };
  const listed = { currency: 'EUR', games: ['jeton-dice'] };
  const allHouse = { currency: 'EUR', games: [] };

  it('real money in its currency on a listed game', () => {
    expect(feedsJackpot(stake, listed, 'jeton')).toBe(true);
    expect(feedsJackpot({ ...stake, game: 'jeton-keno' }, listed, 'jeton')).toBe(false);
  });

  it('never fun money, never another currency', () => {
    expect(feedsJackpot({ ...stake, money: 'fun' }, listed, 'jeton')).toBe(false);
    expect(feedsJackpot({ ...stake, currency: 'USD' }, listed, 'jeton')).toBe(false);
  });

  it('with no games listed: every house game, no outside studio', () => {
    expect(feedsJackpot({ ...stake, game: 'jeton-keno' }, allHouse, 'jeton')).toBe(true);
    expect(feedsJackpot({ ...stake, studio: 'elsewhere' }, allHouse, 'jeton')).toBe(false);
  });
});
