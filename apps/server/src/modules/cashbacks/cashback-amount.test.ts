import { DEFAULT_CASHBACK_RULE } from '@jeton/domain/backoffice';
import { describe, expect, it } from 'vitest';
import { cashbackAmountMinor } from './cashback-amount.js';

// 10 % of the net loss from a 10.00 loss, at most 500.00 (the default rule).
const rule = DEFAULT_CASHBACK_RULE;

describe('a period’s cashback', () => {
  it('is the percent of the net loss', () => {
    expect(cashbackAmountMinor(12_000n, rule)).toBe(1_200n);
  });

  it('is nothing under the minimum loss, and from the minimum on', () => {
    expect(cashbackAmountMinor(999n, rule)).toBe(0n);
    expect(cashbackAmountMinor(1_000n, rule)).toBe(100n);
  });

  it('is nothing for a player who won or broke even', () => {
    expect(cashbackAmountMinor(0n, { ...rule, min_loss_minor: 0 })).toBe(0n);
    expect(cashbackAmountMinor(-5_000n, { ...rule, min_loss_minor: 0 })).toBe(0n);
  });

  it('stops at the cap', () => {
    expect(cashbackAmountMinor(5_000_000n, rule)).toBe(50_000n);
    expect(cashbackAmountMinor(500_000n, rule)).toBe(50_000n);
    expect(cashbackAmountMinor(499_990n, rule)).toBe(49_999n);
  });

  it('rounds down to the cent, also for an odd percent', () => {
    expect(cashbackAmountMinor(1_009n, rule)).toBe(100n);
    expect(cashbackAmountMinor(1_999n, { ...rule, percent_bp: 1_250 })).toBe(249n);
    expect(cashbackAmountMinor(3_333n, { ...rule, percent_bp: 1 })).toBe(0n);
  });
});
