import { describe, expect, it } from 'vitest';
import { depositBonusMinor, promotionsOf } from './offer-promotions.js';

const welcome = { type: 'deposit_bonus', percent: 100, max_amount: 200, wager: 30, days: 14 } as const;

describe('an offer’s promotions', () => {
  it('reads deposit bonuses and free spins, and leaves out what it does not know', () => {
    const read = promotionsOf([
      welcome,
      { type: 'cashback', percent: 10 },
      { type: 'free_spins', count: 50, game: 'jeton-fruit-reels' },
      { type: 'deposit_bonus', percent: -5, max_amount: 1, wager: 1, days: 1 },
    ]);
    expect(read.map(({ index, promotion }) => [index, promotion.type])).toEqual([
      [0, 'deposit_bonus'],
      [2, 'free_spins'],
    ]);
    expect(read[1]!.promotion).toMatchObject({ stake: 0.2, days: 7 });
    expect(promotionsOf('not a list')).toEqual([]);
  });

  it('gives a deposit bonus its share of the deposit, capped, rounded down', () => {
    expect(depositBonusMinor(welcome, 5_000n, 2)).toBe(5_000n);
    expect(depositBonusMinor(welcome, 50_000n, 2)).toBe(20_000n);
    expect(depositBonusMinor({ ...welcome, percent: 33.33 }, 1_001n, 2)).toBe(333n);
  });
});
