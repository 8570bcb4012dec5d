import { describe, expect, it } from 'vitest';
import { outcomeOf, payoutOf } from './settlement-outcome.js';

describe('how a single settles', () => {
  it('wins on the winning selection and loses on another', () => {
    expect(outcomeOf({ status: 'settled', winningSelectionId: 7 }, 7)).toBe('won');
    expect(outcomeOf({ status: 'settled', winningSelectionId: 7 }, 8)).toBe('lost');
  });

  it('is void when the market is void, and waits while there is no result', () => {
    expect(outcomeOf({ status: 'void', winningSelectionId: null }, 7)).toBe('void');
    expect(outcomeOf({ status: 'open', winningSelectionId: null }, 7)).toBeNull();
    expect(outcomeOf({ status: 'suspended', winningSelectionId: null }, 7)).toBeNull();
  });

  it('pays the return when won, the stake when void, nothing when lost', () => {
    expect(payoutOf('won', 1_000n, 250)).toBe(2_500n);
    expect(payoutOf('void', 1_000n, 250)).toBe(1_000n);
    expect(payoutOf('lost', 1_000n, 250)).toBe(0n);
  });
});
