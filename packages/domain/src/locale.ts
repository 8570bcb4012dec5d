export const LOCALES = ['en', 'fr'] as const;
export type LocaleCode = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'en';

export interface Locale {
  code: LocaleCode;
  language: string;
  name: string;
  dir: 'ltr' | 'rtl';
  isDefault: boolean;
}

export const LOCALE_LIST: readonly Locale[] = [
  { code: 'en', language: 'en-GB', name: 'English', dir: 'ltr', isDefault: true },
  { code: 'fr', language: 'fr-FR', name: 'Français', dir: 'ltr', isDefault: false },
];

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The supported locale for a value, or the default one. */
export function toLocale(value: unknown): LocaleCode {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
