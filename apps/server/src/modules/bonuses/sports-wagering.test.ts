import { describe, expect, it } from 'vitest';
import { sportsStakeWagers } from './sports-wagering.js';

const settled = {
  betId: 1,
  userId: 2,
  outcome: 'lost' as const,
  payout: '0',
  currency: 'EUR',
  stake: '1000',
  odds: 150,
  placedAt: '2026-11-29T10:00:00.000Z',
};

describe('sportsStakeWagers', () => {
  it('counts a won or lost stake at odds of 1.50 or more', () => {
    expect(sportsStakeWagers(settled)).toBe(true);
    expect(sportsStakeWagers({ ...settled, outcome: 'won', payout: '1500', odds: 320 })).toBe(true);
  });

  it('does not count a void bet, odds under 1.50, a free bet, or an event written without its stake', () => {
    expect(sportsStakeWagers({ ...settled, outcome: 'void', payout: '1000' })).toBe(false);
    expect(sportsStakeWagers({ ...settled, odds: 149 })).toBe(false);
    expect(sportsStakeWagers({ ...settled, freeBet: true })).toBe(false);
    const { stake: _stake, ...old } = settled;
    expect(sportsStakeWagers(old)).toBe(false);
  });
});
