import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@jeton/domain';
import type { Messages } from './messages.js';

/**
 * The catalogues loaded so far. A browser loads only its page's locale: each locale's pages sit
 * under a layout route of that locale (layouts/locale/{locale}.tsx) whose module brings the
 * catalogue and registers it, so React Router fetches it with the page's other modules, before
 * hydration or a navigation renders (decision 0052). The server imports them all.
 */
const catalogues: Partial<Record<LocaleCode, Messages>> = {};

export function registerCatalogue(locale: LocaleCode, messages: Messages): void {
  catalogues[locale] = messages;
}

export function messagesFor(locale: LocaleCode): Messages {
  const messages = catalogues[locale];
  if (!messages)
    throw new Error(`The ${locale} catalogue is not loaded: its locale layout route registers it`);
  return messages;
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
