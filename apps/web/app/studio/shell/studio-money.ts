import { CURRENCIES, type LocaleCode } from '@jeton/domain';
import { formatMoney } from '../../ui/money.js';

/** Digits after the decimal point; play-money currencies the domain does not list count in cents. */
export function scaleOf(currency: string): number {
  return CURRENCIES[currency]?.scale ?? 2;
}

/** Minor units (an integer string from the studio) as money: `€1.50`, `1,50 €`. */
export function formatMinor(minor: string | number | bigint, currency: string, locale: LocaleCode): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const divisor = 10n ** BigInt(scaleOf(currency));
  const major = Number(value / divisor) + Number(value % divisor) / Number(divisor);
  return formatMoney(major, currency, locale);
}

/**
 * The stakes the selector offers, in minor units: 0.10 to 100 of the currency in the 1-2-5 steps
 * of a real table's chips.
 */
export function stakeSteps(currency: string): string[] {
  const unit = 10n ** BigInt(scaleOf(currency));
  const tenths = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1000n];
  return tenths.map((tenth) => ((tenth * unit) / 10n).toString());
}

/** The default stake: 1 unit of the currency, or the largest step the balance covers. */
export function defaultStake(currency: string, balance: string): string {
  const steps = stakeSteps(currency);
  const one = (10n ** BigInt(scaleOf(currency))).toString();
  const affordable = steps.filter((step) => BigInt(step) <= BigInt(balance));
  if (affordable.includes(one)) return one;
  return affordable.at(-1) ?? steps[0]!;
}

export function minorTimes(minor: string, times: number): string {
  return (BigInt(minor) * BigInt(times)).toString();
}
