import { formatAmount, type LocaleCode } from '@jeton/domain';

// The games' figures in hundredths (crash multipliers, dice rolls) as the player's language
// writes them: "2.50×" and "3.13" in English, "2,50×" and "3,13" in French.

/** A value in hundredths with its two decimals: 313 → "3.13" / "3,13". */
export function formatHundredths(hundredths: number, locale: LocaleCode): string {
  return formatAmount(hundredths / 100, locale, 2);
}

/** A multiplier in hundredths: 250 → "2.50×" / "2,50×". */
export function formatMultiplier(hundredths: number, locale: LocaleCode): string {
  return `${formatHundredths(hundredths, locale)}×`;
}
