import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencyScale,
  formatAmount,
  isCurrency,
  parseMajorAmount,
  toMoneyAmount,
} from './money.js';

describe('currencies', () => {
  it('each has a scale chosen up front, and only known codes count', () => {
    for (const [code, info] of Object.entries(CURRENCIES)) {
      expect(info.code).toBe(code);
      expect(Number.isInteger(info.scale)).toBe(true);
      expect(currencyScale(code)).toBe(info.scale);
    }
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
    expect(() => currencyScale('XXX')).toThrow(/Unknown currency/);
  });
});

describe('toMoneyAmount', () => {
  it.each<[bigint | number, string, number]>([
    [12345n, 'EUR', 123.45],
    [12345, 'USD', 123.45],
    [0n, 'EUR', 0],
    [1n, 'GBP', 0.01],
    [100n, 'CAD', 1],
    [-12345n, 'EUR', -123.45],
    [-5n, 'EUR', -0.05],
    [123456789012n, 'EUR', 1234567890.12],
    [9007199254740991n, 'EUR', 90071992547409.91],
    [-9007199254740991, 'EUR', -90071992547409.91],
    [900719925474099100n, 'EUR', 9007199254740991],
    [1e20, 'EUR', 1e18],
  ])('%s minor %s is %s', (minor, currency, amount) => {
    expect(toMoneyAmount(minor, currency)).toEqual({ amount, currency });
  });

  it('gives the double nearest the decimal amount for every cent of a range', () => {
    for (let minor = -100_000; minor <= 100_000; minor += 7) {
      const decimal = `${minor < 0 ? '-' : ''}${Math.trunc(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
      expect(toMoneyAmount(BigInt(minor), 'EUR').amount).toBe(Number(decimal));
      expect(toMoneyAmount(minor, 'EUR').amount).toBe(Number(decimal));
    }
  });

  it('refuses an unknown currency and a fractional number of minor units', () => {
    expect(() => toMoneyAmount(100n, 'XXX')).toThrow(/Unknown currency/);
    expect(() => toMoneyAmount(1.5, 'EUR')).toThrow(RangeError);
  });
});

describe('parseMajorAmount', () => {
  it.each<[string, string, bigint]>([
    ['12.34', 'EUR', 1234n],
    ['12', 'EUR', 1200n],
    ['12.3', 'EUR', 1230n],
    ['0.01', 'USD', 1n],
    ['0', 'USD', 0n],
    ['1,234,567.5', 'EUR', 123456750n],
    [' 7 ', 'GBP', 700n],
    // Beyond 2^53: bigint keeps every digit.
    ['90071992547409.93', 'EUR', 9007199254740993n],
  ])('%s %s is %s minor', (text, currency, minor) => {
    expect(parseMajorAmount(text, currency)).toBe(minor);
  });

  it.each([
    '',
    ' ',
    'abc',
    '12.345',
    '-5',
    '+5',
    '1e3',
    '12.',
    '.5',
    '1 000',
    '0x10',
    '１２',
    'NaN',
    'Infinity',
  ])('refuses %j', (text) => {
    expect(parseMajorAmount(text, 'EUR')).toBeNull();
  });

  it('refuses an unknown currency', () => {
    expect(() => parseMajorAmount('1', 'XXX')).toThrow(/Unknown currency/);
  });

  it('round-trips with toMoneyAmount', () => {
    for (const text of ['0.01', '9.99', '1234.5', '100']) {
      const minor = parseMajorAmount(text, 'EUR')!;
      expect(toMoneyAmount(minor, 'EUR').amount).toBe(Number(text));
    }
  });
});

describe('formatAmount', () => {
  it.each<[number, string | undefined, string]>([
    [1234567.5, 'en', '1,234,567.5'],
    [1234567.5, undefined, '1,234,567.5'],
    [1234567.5, 'fr', '1\u202f234\u202f567,5'],
    [0, 'en', '0'],
    [12.3456, 'en', '12.35'],
    [1000, 'en', '1,000'],
    [-1234.5, 'en', '-1,234.5'],
  ])('%s in %s is %j', (amount, locale, text) => {
    expect(formatAmount(amount, locale)).toBe(text);
  });

  it('keeps each digit count apart (the formats are kept per locale and digits)', () => {
    expect(formatAmount(5, 'en', 2)).toBe('5.00');
    expect(formatAmount(5, 'en', 0)).toBe('5');
    expect(formatAmount(5.5, 'en')).toBe('5.5');
    expect(formatAmount(5, 'fr', 2)).toBe('5,00');
    expect(formatAmount(5, 'en', 2)).toBe('5.00');
  });
});
