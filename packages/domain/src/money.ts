// Money is an integer count of the currency's smallest unit. Never a float.

import { numberFormat } from './number-formats.js';

export interface CurrencyInfo {
  code: string;
  symbol: string;
  /** Digits after the decimal point: amountMinor / 10^scale is the displayed amount. */
  scale: number;
}

export const CURRENCIES: Readonly<Record<string, CurrencyInfo>> = {
  USD: { code: 'USD', symbol: '$', scale: 2 },
  EUR: { code: 'EUR', symbol: '€', scale: 2 },
  GBP: { code: 'GBP', symbol: '£', scale: 2 },
  CAD: { code: 'CAD', symbol: 'C$', scale: 2 },
};

export const CURRENCY_CODES = Object.keys(CURRENCIES);
export const DEFAULT_CURRENCY = 'USD';

export function isCurrency(code: unknown): code is string {
  return typeof code === 'string' && Object.hasOwn(CURRENCIES, code);
}

export function currencyScale(code: string): number {
  const info = CURRENCIES[code];
  if (!info) throw new Error(`Unknown currency ${code}`);
  return info.scale;
}

/** An amount of money as the API shows it: major units as a number, plus its currency. */
export interface MoneyAmount {
  amount: number;
  currency: string;
}

const MAX_SAFE_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/** Minor units (bigint or safe integer) to the API's amount in major units. */
export function toMoneyAmount(amountMinor: bigint | number, currency: string): MoneyAmount {
  const scale = currencyScale(currency);
  // Below 2^53 minor units both operands are exact, so one division gives the double nearest the
  // decimal amount (123.45 for 12345), in fewer steps than bigint arithmetic.
  if (typeof amountMinor === 'number' && Number.isSafeInteger(amountMinor)) {
    return { amount: amountMinor / 10 ** scale, currency };
  }
  const minor = typeof amountMinor === 'bigint' ? amountMinor : BigInt(amountMinor);
  if (minor <= MAX_SAFE_MINOR && minor >= -MAX_SAFE_MINOR) {
    return { amount: Number(minor) / 10 ** scale, currency };
  }
  const divisor = 10n ** BigInt(scale);
  const whole = minor / divisor;
  const fraction = minor % divisor;
  return { amount: Number(whole) + Number(fraction) / Number(divisor), currency };
}

/** Major units typed by a player (digits, optional commas as thousands separators) to minor units. */
export function parseMajorAmount(text: string, currency: string): bigint | null {
  const cleaned = text.replaceAll(',', '').trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(cleaned);
  if (!match) return null;
  const scale = currencyScale(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return null;
  return BigInt(match[1]!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

/** Thousands separators, as spec section 5 asks ("1,234,567.5"). */
export function formatAmount(amount: number, locale = 'en', fractionDigits?: number): string {
  return numberFormat(
    locale === 'fr' ? 'fr-FR' : 'en-US',
    fractionDigits === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
  ).format(amount);
}
