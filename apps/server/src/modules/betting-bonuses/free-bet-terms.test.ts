import { describe, expect, it } from 'vitest';
import {
  freeBetPayoutMinor,
  freeBetRefusal,
  freeBetWinningsMinor,
  oddsHundredthsOf,
} from './free-bet-terms.js';

describe('a free bet’s winnings', () => {
  it('are the return less the stake, the return rounded down to the minor unit', () => {
    expect(freeBetWinningsMinor(500n, 250)).toBe(750n);
    // 3.33 × 1.85 = 6.1605 → 6.16 returned, 2.83 won.
    expect(freeBetWinningsMinor(333n, 185)).toBe(283n);
    expect(freeBetWinningsMinor(10n, 101)).toBe(0n);
  });

  it('pay only a win, never a lost or void bet', () => {
    expect(freeBetPayoutMinor('won', 500n, 200)).toBe(500n);
    expect(freeBetPayoutMinor('lost', 500n, 200)).toBe(0n);
    expect(freeBetPayoutMinor('void', 500n, 200)).toBe(0n);
  });

  it('reads offer odds in hundredths without float drift', () => {
    expect(oddsHundredthsOf(1.5)).toBe(150);
    expect(oddsHundredthsOf(1.15)).toBe(115);
    expect(oddsHundredthsOf(2.01)).toBe(201);
  });
});

describe('a bet staked from a free bet', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const bonus = {
    status: 'active' as const,
    expiresAt: new Date('2026-11-23T12:00:00Z'),
    currency: 'EUR',
    amountMinor: 500n,
    minOddsHundredths: 150,
  };
  const bet = { currency: 'EUR', stakeMinor: 500n, oddsHundredths: 150 };

  it('is taken whole, at the lowest odds or more, while active and unexpired', () => {
    expect(freeBetRefusal(bonus, bet, now)).toBeNull();
    expect(freeBetRefusal(bonus, { ...bet, oddsHundredths: 900 }, now)).toBeNull();
  });

  it('is refused with the rule it breaks', () => {
    expect(freeBetRefusal(bonus, { ...bet, stakeMinor: 499n }, now)).toBe('BETTING_BONUS_STAKE');
    expect(freeBetRefusal(bonus, { ...bet, stakeMinor: 501n }, now)).toBe('BETTING_BONUS_STAKE');
    expect(freeBetRefusal(bonus, { ...bet, oddsHundredths: 149 }, now)).toBe('BETTING_BONUS_MIN_ODDS');
    expect(freeBetRefusal({ ...bonus, expiresAt: now }, bet, now)).toBe('BETTING_BONUS_EXPIRED');
    for (const status of ['available', 'staked', 'won', 'lost', 'forfeited', 'expired'] as const) {
      expect(freeBetRefusal({ ...bonus, status }, bet, now)).toBe('BETTING_BONUS_NOT_ACTIVE');
    }
    expect(freeBetRefusal(bonus, { ...bet, currency: 'USD' }, now)).toBe('BETTING_BONUS_NOT_ACTIVE');
  });

  it('on a multiple, needs every leg at the lowest odds, not only the combined odds (decision 0077)', () => {
    const double = { ...bet, oddsHundredths: 315, legOddsHundredths: [150, 210] };
    expect(freeBetRefusal(bonus, double, now)).toBeNull();
    // 1.20 × 2.80 = 3.36 passes as combined odds, but its first leg is below 1.50.
    expect(freeBetRefusal(bonus, { ...bet, oddsHundredths: 336, legOddsHundredths: [120, 280] }, now)).toBe(
      'BETTING_BONUS_MIN_ODDS',
    );
  });
});
