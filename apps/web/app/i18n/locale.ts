import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@jeton/domain';
import { en } from './en.js';
import { fr } from './fr.js';
import type { Messages } from './messages.js';

const CATALOGUES: Readonly<Record<LocaleCode, Messages>> = { en, fr };

export function messagesFor(locale: LocaleCode): Messages {
  return CATALOGUES[locale];
}

/** The locale of a path: `/fr` and `/fr/...` are French, everything else is the default (spec section 2). */
export function localeFromPath(pathname: string): LocaleCode {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The path without its locale prefix: `/fr/gamehall` → `/gamehall`, `/fr` → `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** A bare path in a locale: the default locale has no prefix. */
export function localizePath(path: string, locale: LocaleCode): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
