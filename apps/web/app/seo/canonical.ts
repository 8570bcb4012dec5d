import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@jeton/domain';
import { localeFromPath, localizePath, stripLocale } from '../i18n/locale.js';

/** The segment inserted after the locale prefix of game paths: a game's canonical page is its play URL. */
const PLATFORM_SEGMENT = 'platform';

/**
 * The canonical path of a page (spec section 2): for paths with a `game` segment, `platform` goes
 * after the locale prefix (`/fr/game/dice` → `/fr/platform/game/dice`). The segment, not the text
 * `/game`: `/gamehall` is a page of its own, not a game.
 */
export function canonicalPath(pathname: string): string {
  const bare = stripLocale(pathname);
  if (!bare.split('/').includes('game')) return pathname;
  return localizePath(`/${PLATFORM_SEGMENT}${bare}`, localeFromPath(pathname));
}

export interface Alternate {
  hrefLang: LocaleCode | 'x-default';
  path: string;
}

/** The page in every locale, plus x-default (the default locale's address). */
export function alternates(pathname: string): Alternate[] {
  const bare = stripLocale(pathname);
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, path: localizePath(bare, locale) })),
    { hrefLang: 'x-default', path: localizePath(bare, DEFAULT_LOCALE) },
  ];
}
