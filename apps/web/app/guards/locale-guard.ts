import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@jeton/domain';
import { localeFromPath, localizePath, stripLocale } from '../i18n/locale.js';
import { fullPath, type Place } from './place.js';

/**
 * `prefix`: the path decides, then the locale cookie, the browser, the default.
 * `platform`: a logged-in player's account locale wins over all of these.
 */
export type LocaleStrategy = 'prefix' | 'platform';

export interface LocaleInputs {
  strategy: LocaleStrategy;
  /** The locale cookie, as sent. */
  cookieLocale: string | undefined;
  /** The browser's languages, preferred first (Accept-Language or navigator.languages). */
  browserLanguages: readonly string[];
  /** False for crawlers: they must see each locale at its own address, never be redirected. */
  detect: boolean;
  /** The logged-in player's locale; undefined for guests. */
  accountLocale: LocaleCode | undefined;
}

/** Whether the path carries a locale prefix (`/fr`, `/fr/...`); the default locale has none. */
export function hasLocalePrefix(pathname: string): boolean {
  return localeFromPath(pathname) !== DEFAULT_LOCALE;
}

/** The locale of a navigation, in the order of spec section 2 (guard 1). */
export function resolveLocale(pathname: string, inputs: LocaleInputs): LocaleCode {
  if (inputs.strategy === 'platform' && inputs.accountLocale) return inputs.accountLocale;
  if (hasLocalePrefix(pathname) || !inputs.detect) return localeFromPath(pathname);
  // No prefix: the player may not have chosen English, only arrived without a prefix.
  if (isLocale(inputs.cookieLocale)) return inputs.cookieLocale;
  return browserLocale(inputs.browserLanguages) ?? DEFAULT_LOCALE;
}

/** The same place in the resolved locale, or null when the path already is in it. */
export function localeRedirect(place: Place, inputs: LocaleInputs): string | null {
  const locale = resolveLocale(place.pathname, inputs);
  if (locale === localeFromPath(place.pathname)) return null;
  return fullPath({ ...place, pathname: localizePath(stripLocale(place.pathname), locale) });
}

/** The first supported locale among the browser's languages: `fr-CA` is French. */
export function browserLocale(languages: readonly string[]): LocaleCode | undefined {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return undefined;
}

/** Accept-Language's tags, most preferred first; `*` and q=0 entries are dropped. */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) : 1, position };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map((entry) => entry.tag);
}
