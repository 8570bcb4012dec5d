import { describe, expect, it } from 'vitest';
import {
  freeMultiplePayoutMinor,
  legResultOf,
  multipleOutcome,
  multiplePayoutOf,
  outcomeOf,
  payoutOf,
} from './settlement-outcome.js';

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

describe('how a multiple settles from its legs', () => {
  const leg = (result: 'open' | 'won' | 'lost' | 'void', oddsHundredths = 200) => ({
    result,
    oddsHundredths,
  });

  it('reads each leg’s result from its market', () => {
    expect(legResultOf({ status: 'settled', winningSelectionId: 7 }, 7)).toBe('won');
    expect(legResultOf({ status: 'settled', winningSelectionId: 7 }, 8)).toBe('lost');
    expect(legResultOf({ status: 'void', winningSelectionId: null }, 7)).toBe('void');
    expect(legResultOf({ status: 'suspended', winningSelectionId: null }, 7)).toBe('open');
  });

  it('wins at the product of the odds when every leg won', () => {
    expect(multipleOutcome([leg('won', 185), leg('won', 210)])).toEqual({
      outcome: 'won',
      oddsHundredths: 388,
    });
    expect(multiplePayoutOf({ outcome: 'won', oddsHundredths: 388 }, 1_000n, 5_000_000n)).toBe(3_880n);
  });

  it('loses at once on one lost leg, even with legs still open', () => {
    expect(multipleOutcome([leg('won'), leg('lost'), leg('open')])?.outcome).toBe('lost');
    expect(multipleOutcome([leg('void'), leg('lost')])?.outcome).toBe('lost');
    expect(multiplePayoutOf({ outcome: 'lost', oddsHundredths: 0 }, 1_000n, 5_000_000n)).toBe(0n);
  });

  it('waits while a leg has no result and none lost', () => {
    expect(multipleOutcome([leg('won'), leg('open')])).toBeNull();
    expect(multipleOutcome([leg('void'), leg('open')])).toBeNull();
    expect(multipleOutcome([])).toBeNull();
  });

  it('counts a void leg at 1.00: the other legs’ odds are paid', () => {
    expect(multipleOutcome([leg('won', 185), leg('void', 300), leg('won', 150)])).toEqual({
      outcome: 'won',
      oddsHundredths: 277, // 1.85 × 1.50 = 2.775 → 2.77
    });
    expect(multipleOutcome([leg('void', 185), leg('won', 210)])).toEqual({
      outcome: 'won',
      oddsHundredths: 210,
    });
  });

  it('is void, the stake back, when every leg is void', () => {
    expect(multipleOutcome([leg('void'), leg('void')])).toEqual({ outcome: 'void', oddsHundredths: 100 });
    expect(multiplePayoutOf({ outcome: 'void', oddsHundredths: 100 }, 1_000n, 5_000_000n)).toBe(1_000n);
  });

  it('never pays above the most a bet may return', () => {
    expect(multiplePayoutOf({ outcome: 'won', oddsHundredths: 100_000 }, 100_000n, 5_000_000n)).toBe(
      5_000_000n,
    );
  });
});

describe('a free multiple (decision 0077)', () => {
  const won = (oddsHundredths: number) => ({ outcome: 'won' as const, oddsHundredths });

  it('pays the winnings only: the return at the settled odds less the stake', () => {
    // 5.00 at 1.85 × 2.10 = 3.88 → 19.40 back, 14.40 won.
    expect(freeMultiplePayoutMinor(won(388), 500n, 5_000_000n)).toBe(1_440n);
    // A void leg leaves 2.10: 10.50 back, 5.50 won.
    expect(freeMultiplePayoutMinor(won(210), 500n, 5_000_000n)).toBe(550n);
  });

  it('pays nothing lost or void, and never above the most a bet may return less the stake', () => {
    expect(freeMultiplePayoutMinor({ outcome: 'lost', oddsHundredths: 0 }, 500n, 5_000_000n)).toBe(0n);
    expect(freeMultiplePayoutMinor({ outcome: 'void', oddsHundredths: 100 }, 500n, 5_000_000n)).toBe(0n);
    expect(freeMultiplePayoutMinor(won(100_000), 100_000n, 5_000_000n)).toBe(4_900_000n);
  });
});
