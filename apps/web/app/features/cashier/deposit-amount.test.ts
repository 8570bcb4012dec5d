import { describe, expect, it } from 'vitest';
import { amountToSend, presetsFor, sumError } from './deposit-amount.js';

describe('deposit amount', () => {
  const presets = [
    { currency: 'EUR', amount: [{ value: 20 }, { value: 50 }] },
    { currency: 'USD', amount: [{ value: 25 }] },
  ];

  it('offers the presets of the player currency only', () => {
    expect(presetsFor(presets, 'EUR')).toEqual([20, 50]);
    expect(presetsFor(presets, 'USD')).toEqual([25]);
    expect(presetsFor(presets, 'GBP')).toEqual([]);
  });

  it('says the range with both limits, or a wrong field, in each locale', () => {
    const limits = { min: 10, max: 5000 };
    expect(sumError('250', limits, 'en')).toBeNull();
    expect(sumError('1,000', limits, 'en')).toBeNull();
    expect(sumError('5', limits, 'en')).toBe('Enter an amount between 10 and 5000');
    expect(sumError('5001', limits, 'fr')).toBe('Saisissez un montant entre 10 et 5000');
    expect(sumError('012', limits, 'en')).toBe('Enter a whole amount, for example 50');
    expect(sumError('12.5', limits, 'fr')).toBe('Saisissez un montant entier, par exemple 50');
    expect(sumError('-20', limits, 'en')).toBe('Enter a whole amount, for example 50');
    expect(sumError('', limits, 'en')).toBe('Please fill in this field');
  });

  it('sends digits only', () => {
    expect(amountToSend(' 1,250 ')).toBe('1250');
  });
});
