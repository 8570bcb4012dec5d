import { describe, expect, it } from 'vitest';
import { formatMoney, formatTotalBalance } from './money.js';

const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('money display', () => {
  it('shows thousands separators and the symbol for the locale', () => {
    expect(formatMoney(1234567.5, 'USD', 'en')).toBe('$1,234,567.50');
    expect(formatMoney(1234.5, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });

  it('totals main, bonus and betting bonus, never the fun balance', () => {
    const balances = {
      balance_main: usd(1000),
      balance_bonus: usd(250.5),
      balance_betting_bonus: usd(20),
      balance_fun: usd(5000),
    };
    expect(formatTotalBalance(balances, 'en')).toBe('$1,270.50');
  });
});
