import type { LocaleCode } from '@jeton/domain';

// The games' figures in hundredths (crash multipliers, dice rolls) as the player's language
// writes them: "2.50×" and "3.13" in English, "2,50×" and "3,13" in French.

const formats = new Map<LocaleCode, Intl.NumberFormat>();

function hundredthsFormat(locale: LocaleCode): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(locale, format);
  }
  return format;
}

/** A value in hundredths with its two decimals: 313 → "3.13" / "3,13". */
export function formatHundredths(hundredths: number, locale: LocaleCode): string {
  return hundredthsFormat(locale).format(hundredths / 100);
}

/** A multiplier in hundredths: 250 → "2.50×" / "2,50×". */
export function formatMultiplier(hundredths: number, locale: LocaleCode): string {
  return `${formatHundredths(hundredths, locale)}×`;
}
