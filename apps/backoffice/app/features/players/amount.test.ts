import { describe, expect, it } from 'vitest';
import { minorOf } from './amount.js';

describe('an adjustment amount as typed', () => {
  it('reads dots, commas, signs and spaces into minor units', () => {
    expect(minorOf('25')).toBe(2_500);
    expect(minorOf('25.5')).toBe(2_550);
    expect(minorOf('-10,05')).toBe(-1_005);
    expect(minorOf(' 1 200,00 ')).toBe(120_000);
  });

  it('refuses anything else', () => {
    for (const text of ['', '-', 'abc', '1.234', '1e3', '--1', '12,3,4']) expect(minorOf(text)).toBeNull();
  });
});
