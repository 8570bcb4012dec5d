import { CURRENCIES, type CurrencyInfo, parseMajorAmount } from '@jeton/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amountForApi,
  clashingEvents,
  combinedOdds,
  freeBetWinnings,
  legsForApi,
  potentialReturn,
  type SlipItem,
  stakeForApi,
  stakeMinor,
} from './slip-item.js';

describe('the bet slip’s arithmetic', () => {
  it('shows a free bet’s winnings without its stake, rounded down as the server pays', () => {
    expect(freeBetWinnings({ amount: 5, currency: 'EUR' }, 2.5)).toBe(7.5);
    expect(freeBetWinnings({ amount: 3.33, currency: 'EUR' }, 1.85)).toBe(2.83);
    expect(freeBetWinnings({ amount: 0.1, currency: 'EUR' }, 1.01)).toBe(0);
    expect(amountForApi({ amount: 5, currency: 'EUR' })).toBe('5.00');
  });

  it('reads stakes typed either way, and refuses the rest', () => {
    expect(stakeMinor('5', 'EUR')).toBe(500n);
    expect(stakeMinor('12.5', 'EUR')).toBe(1250n);
    expect(stakeMinor('12,50', 'EUR')).toBe(1250n);
    expect(stakeMinor('1.005', 'EUR')).toBeNull();
    expect(stakeMinor('-3', 'EUR')).toBeNull();
    expect(stakeMinor('', 'EUR')).toBeNull();
    expect(stakeMinor('1,000', 'EUR')).toBeNull();
    expect(stakeMinor('1234567890', 'EUR')).toBeNull();
    expect(stakeForApi(' 12,50 ')).toBe('12.50');
  });

  it('shows the return the server will pay, rounded down to the cent', () => {
    expect(potentialReturn('10', 1.85, 'EUR')).toBe(18.5);
    expect(potentialReturn('3.33', 1.87, 'EUR')).toBe(6.22);
    expect(potentialReturn('x', 1.85, 'EUR')).toBeNull();
  });

  it('combines a multiple’s odds as the server does, rounded down to the hundredth', () => {
    expect(combinedOdds([1.85, 2.1])).toBe(3.88);
    expect(combinedOdds([1.85, 2.1, 1.5])).toBe(5.82);
    expect(combinedOdds([2.5])).toBe(2.5);
    expect(potentialReturn('10', combinedOdds([1.85, 2.1]), 'EUR')).toBe(38.8);
  });

  it('finds the selections of one match, which cannot be combined, and writes the legs', () => {
    const item = (selectionId: number, eventId: number, odds = 2): SlipItem => ({
      selectionId,
      eventId,
      event: '',
      market: '',
      selection: '',
      odds,
    });
    expect([...clashingEvents([item(1, 10), item(2, 11), item(3, 10)])]).toEqual([10]);
    expect(clashingEvents([item(1, 10), item(2, 11)]).size).toBe(0);
    expect(legsForApi([item(1, 10, 1.85), item(2, 11, 2.1)])).toBe('1:1.85,2:2.10');
  });
});

// Every currency the site offers today has two decimals, so the slip once multiplied by 100 and was
// right by luck (issue 29). These two, with 0 and 3 decimals, are added to the table for this test
// only, to show that the slip reads and rounds in the currency's own minor units, as the server does.
describe('the bet slip in a currency without two decimals', () => {
  const table = CURRENCIES as Record<string, CurrencyInfo>;
  beforeAll(() => {
    table.JPY = { code: 'JPY', symbol: '¥', scale: 0 };
    table.KWD = { code: 'KWD', symbol: 'KD', scale: 3 };
  });
  afterAll(() => {
    delete table.JPY;
    delete table.KWD;
  });

  it('reads the stake as the server reads the text it is sent', () => {
    for (const [stake, currency] of [
      ['10', 'JPY'],
      ['10.5', 'JPY'],
      ['1.55', 'KWD'],
      ['1,005', 'KWD'],
    ] as const) {
      expect(stakeMinor(stake, currency)).toBe(parseMajorAmount(stakeForApi(stake), currency));
    }
    expect(stakeMinor('10.5', 'JPY')).toBeNull();
    expect(stakeMinor('1,005', 'KWD')).toBe(1005n);
  });

  it('shows the return and the free bet’s winnings rounded down in the currency’s minor units', () => {
    // ¥10 at 1.85: the server pays ¥18 (1850 "cents" would show ¥18.50).
    expect(potentialReturn('10', 1.85, 'JPY')).toBe(18);
    // KD 1.550 at 1.85: 2.8675, paid as KD 2.867 (not rounded down to the hundredth, 2.86).
    expect(potentialReturn('1.55', 1.85, 'KWD')).toBe(2.867);
    expect(freeBetWinnings({ amount: 10, currency: 'JPY' }, 1.85)).toBe(8);
    expect(amountForApi({ amount: 1.5, currency: 'KWD' })).toBe('1.500');
  });
});
