import { describe, expect, it } from 'vitest';
import { defaultStake, formatMinor, stakeSteps } from './studio-money.js';

describe('studio money', () => {
  it('formats integer strings of minor units in both locales', () => {
    expect(formatMinor('123450', 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMinor('5', 'EUR', 'fr')).toBe('0,05\u00a0€');
  });

  it('offers chip steps from a tenth to a hundred units', () => {
    expect(stakeSteps('EUR')).toEqual([
      '10',
      '20',
      '50',
      '100',
      '200',
      '500',
      '1000',
      '2000',
      '5000',
      '10000',
    ]);
  });

  it('starts at one unit, or the largest step the balance covers', () => {
    expect(defaultStake('EUR', '100000')).toBe('100');
    expect(defaultStake('EUR', '60')).toBe('50');
    expect(defaultStake('EUR', '0')).toBe('10');
  });
});
