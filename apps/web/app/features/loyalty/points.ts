import type { LocaleCode, LoyaltyLevelSysname } from '@jeton/domain';
import { PATHS } from '../../routing/paths.js';

/** Points as the pages show them: thousands separators, hundredths only when there are some. */
export function formatPoints(points: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(points);
}

/**
 * The values of a message that names a number of points, `{count, plural, one {{points} point} …}`:
 * the count picks the plural, the points are shown as formatPoints writes them.
 */
export function pointsValues(points: number, locale: LocaleCode): { count: number; points: string } {
  return { count: points, points: formatPoints(points, locale) };
}

/** A multiplier as `1.25` or `1,25`. */
export function formatMultiplier(multiplier: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(multiplier);
}

export const levelPath = (sysname: LoyaltyLevelSysname) => `${PATHS.loyalty}/${sysname}`;
