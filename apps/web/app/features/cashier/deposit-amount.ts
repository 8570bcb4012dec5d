import { formatRuleFailure, type LocaleCode, rules } from '@jeton/domain';
import type { AmountPreset } from '../../api/cashier.js';

/** The one-click amounts of a currency (spec section 3: a presets list per currency), none when absent. */
export function presetsFor(presets: readonly AmountPreset[], currency: string): number[] {
  return presets.find((preset) => preset.currency === currency)?.amount.map((item) => item.value) ?? [];
}

/**
 * The sum rule of spec section 5, with the same messages the server answers: a positive integer
 * without leading zero (commas stripped) within the method's limits; null when the amount is right.
 */
export function sumError(
  value: string,
  limits: { min: number; max: number },
  locale: LocaleCode,
): string | null {
  const failure = rules.sum(limits)(value);
  return failure ? formatRuleFailure(failure, locale) : null;
}

/** The amount as the API wants it: digits only (thousands separators stripped). */
export function amountToSend(value: string): string {
  return value.replaceAll(',', '').trim();
}
