import { describe, expect, it } from 'vitest';
import { type CashOutLeg, cashOutValueMinor } from './cash-out-quote.js';

const leg = (placed: number, current: number, extra: Partial<CashOutLeg> = {}): CashOutLeg => ({
  placedOddsHundredths: placed,
  currentOddsHundredths: current,
  result: 'open',
  offered: true,
  ...extra,
});

describe('cashOutValueMinor', () => {
  it('pays stake × placed ÷ current × margin, rounded down to the minor unit', () => {
    // 10.00 at 2.00, now 2.00, 95 %: 9.50
    expect(
      cashOutValueMinor({
        stakeMinor: 1_000n,
        placedOddsHundredths: 200,
        legs: [leg(200, 200)],
        marginBp: 9_500,
      }),
    ).toBe(950n);
    // 10.00 at 3.00, now 1.50 (the selection is winning): 20.00 × 0.95 = 19.00
    expect(
      cashOutValueMinor({
        stakeMinor: 1_000n,
        placedOddsHundredths: 300,
        legs: [leg(300, 150)],
        marginBp: 9_500,
      }),
    ).toBe(1_900n);
    // 12.34 at 1.85, now 2.17: 12.34 × 1.85 / 2.17 × 0.95 = 9.9940… → 9.99
    expect(
      cashOutValueMinor({
        stakeMinor: 1_234n,
        placedOddsHundredths: 185,
        legs: [leg(185, 217)],
        marginBp: 9_500,
      }),
    ).toBe(999n);
    // 100 % margin: the fair value
    expect(
      cashOutValueMinor({
        stakeMinor: 1_000n,
        placedOddsHundredths: 250,
        legs: [leg(250, 500)],
        marginBp: 10_000,
      }),
    ).toBe(500n);
  });

  it('prices a multiple: won legs at their placed odds, open legs at their current odds', () => {
    // 5.00 on 2.00 × 3.00 = 6.00; the first leg won, the second now 1.50: 5 × 6 / 1.5 × 0.95 = 19.00
    expect(
      cashOutValueMinor({
        stakeMinor: 500n,
        placedOddsHundredths: 600,
        legs: [leg(200, 200, { result: 'won' }), leg(300, 150)],
        marginBp: 9_500,
      }),
    ).toBe(1_900n);
    // both open, unchanged: 5 × 6 / (2 × 3) × 0.95 = 4.75
    expect(
      cashOutValueMinor({
        stakeMinor: 500n,
        placedOddsHundredths: 600,
        legs: [leg(200, 200), leg(300, 300)],
        marginBp: 9_500,
      }),
    ).toBe(475n);
  });

  it('counts a void leg at 1.00', () => {
    // 1.85 × 2.10 = 3.88 placed; the second void: 10 × 1.85 / 1.85 × 0.95 = 9.50
    expect(
      cashOutValueMinor({
        stakeMinor: 1_000n,
        placedOddsHundredths: 388,
        legs: [leg(185, 185), leg(210, 210, { result: 'void' })],
        marginBp: 9_500,
      }),
    ).toBe(950n);
  });

  it('offers nothing when a leg lost, nothing is left to play, or a leg is not on offer', () => {
    const stake = { stakeMinor: 1_000n, placedOddsHundredths: 400, marginBp: 9_500 };
    expect(
      cashOutValueMinor({ ...stake, legs: [leg(200, 200, { result: 'lost' }), leg(200, 200)] }),
    ).toBeNull();
    expect(
      cashOutValueMinor({
        ...stake,
        legs: [leg(200, 200, { result: 'won' }), leg(200, 200, { result: 'won' })],
      }),
    ).toBeNull();
    expect(
      cashOutValueMinor({ ...stake, legs: [leg(200, 200), leg(200, 200, { offered: false })] }),
    ).toBeNull();
    // a settled-won leg's market is closed: that does not take the offer away
    expect(
      cashOutValueMinor({
        ...stake,
        legs: [leg(200, 200, { result: 'won', offered: false }), leg(200, 200)],
      }),
    ).toBe(1_900n);
    expect(cashOutValueMinor({ ...stake, legs: [] })).toBeNull();
  });

  it('offers nothing when the value rounds to nothing', () => {
    expect(
      cashOutValueMinor({
        stakeMinor: 1n,
        placedOddsHundredths: 101,
        legs: [leg(101, 100_000)],
        marginBp: 9_500,
      }),
    ).toBeNull();
  });
});
