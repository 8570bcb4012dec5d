import { describe, expect, it } from 'vitest';
import {
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
    expect(freeBetWinnings(5, 2.5)).toBe(7.5);
    expect(freeBetWinnings(3.33, 1.85)).toBe(2.83);
    expect(freeBetWinnings(0.1, 1.01)).toBe(0);
  });

  it('reads stakes typed either way, and refuses the rest', () => {
    expect(stakeMinor('5')).toBe(500);
    expect(stakeMinor('12.5')).toBe(1250);
    expect(stakeMinor('12,50')).toBe(1250);
    expect(stakeMinor('1.005')).toBeNull();
    expect(stakeMinor('-3')).toBeNull();
    expect(stakeMinor('')).toBeNull();
    expect(stakeForApi(' 12,50 ')).toBe('12.50');
  });

  it('shows the return the server will pay, rounded down to the cent', () => {
    expect(potentialReturn('10', 1.85)).toBe(18.5);
    expect(potentialReturn('3.33', 1.87)).toBe(6.22);
    expect(potentialReturn('x', 1.85)).toBeNull();
  });

  it('combines a multiple’s odds as the server does, rounded down to the hundredth', () => {
    expect(combinedOdds([1.85, 2.1])).toBe(3.88);
    expect(combinedOdds([1.85, 2.1, 1.5])).toBe(5.82);
    expect(combinedOdds([2.5])).toBe(2.5);
    expect(potentialReturn('10', combinedOdds([1.85, 2.1]))).toBe(38.8);
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
