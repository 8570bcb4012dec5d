import { describe, expect, it } from 'vitest';
import { potentialReturn, stakeForApi, stakeMinor } from './slip-item.js';

describe('the bet slip’s arithmetic', () => {
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
});
