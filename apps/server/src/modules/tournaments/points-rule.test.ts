import { describe, expect, it } from 'vitest';
import { isEligibleStake, pointsOf, pointsOfStake, type ScoredStake } from './points-rule.js';

const HOUSE = 'jeton';
const terms = { currency: 'EUR', games: ['jeton-dice'], minStakeMinor: 50n };
const stake = (overrides: Partial<ScoredStake> = {}): ScoredStake => ({
  currency: 'EUR',
  money: 'real',
  totalMinor: 250n,
  mainMinor: 250n,
  game: 'jeton-dice',
  studio: HOUSE,
  ...overrides,
});

describe('the points rule: 1 point per 1.00 of main money staked, in hundredths', () => {
  it('scores the main-money part of an eligible real-money stake', () => {
    expect(pointsOfStake(stake(), terms, HOUSE)).toBe(250n);
    expect(pointsOf(250n)).toBe(2.5);
  });

  it('scores nothing for play money, another currency or another game', () => {
    expect(pointsOfStake(stake({ money: 'fun' }), terms, HOUSE)).toBe(0n);
    expect(pointsOfStake(stake({ currency: 'USD' }), terms, HOUSE)).toBe(0n);
    expect(pointsOfStake(stake({ game: 'jeton-keno' }), terms, HOUSE)).toBe(0n);
  });

  it('scores only the main part of a stake paid partly with bonus money, and nothing for bonus money alone', () => {
    expect(pointsOfStake(stake({ totalMinor: 300n, mainMinor: 100n }), terms, HOUSE)).toBe(100n);
    expect(pointsOfStake(stake({ totalMinor: 300n, mainMinor: 0n }), terms, HOUSE)).toBe(0n);
  });

  it('scores nothing below the minimum stake, which the whole stake is compared with', () => {
    expect(pointsOfStake(stake({ totalMinor: 49n, mainMinor: 49n }), terms, HOUSE)).toBe(0n);
    expect(pointsOfStake(stake({ totalMinor: 50n, mainMinor: 10n }), terms, HOUSE)).toBe(10n);
  });

  it('takes every game of the house studio, and only those, when the tournament names no game', () => {
    const allHouse = { ...terms, games: [] };
    expect(isEligibleStake(stake({ game: 'jeton-keno' }), allHouse, HOUSE)).toBe(true);
    expect(isEligibleStake(stake({ studio: 'other-studio' }), allHouse, HOUSE)).toBe(false);
  });
});
