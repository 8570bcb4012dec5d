import { describe, expect, it } from 'vitest';
import { formatHundredths, formatMultiplier } from './studio-numbers.js';

describe('studio numbers', () => {
  it('writes hundredths with two decimals in each language', () => {
    expect(formatHundredths(313, 'en')).toBe('3.13');
    expect(formatHundredths(313, 'fr')).toBe('3,13');
    expect(formatHundredths(5, 'en')).toBe('0.05');
    expect(formatMultiplier(250, 'en')).toBe('2.50×');
    expect(formatMultiplier(250, 'fr')).toBe('2,50×');
    expect(formatMultiplier(123_456, 'en')).toBe('1,234.56×');
    expect(formatMultiplier(123_456, 'fr').replace(/\s/g, ' ')).toBe('1 234,56×');
  });
});
