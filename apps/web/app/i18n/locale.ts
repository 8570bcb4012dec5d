import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@jeton/domain';
import type { CoreMessages, Messages, SectionMessages, SectionName } from './messages.js';

/**
 * The catalogues loaded so far. A browser loads only its page's locale: each locale's pages sit
 * under a layout route of that locale (layouts/locale/{locale}.tsx) whose module brings the core
 * catalogue and registers it, so React Router fetches it with the page's other modules, before
 * hydration or a navigation renders (decision 0052). An area's texts (a section) are registered
 * when the area's pages load them (sections.ts). The server imports them all.
 */
const catalogues: Partial<Record<LocaleCode, Messages>> = {};
const sections: Partial<Record<LocaleCode, Partial<Record<SectionName, unknown>>>> = {};

// A record, so that the type makes sure every section is listed.
const SECTIONS: Record<SectionName, true> = {
  cashier: true,
  profile: true,
  security: true,
  verification: true,
  support: true,
  responsibleGaming: true,
  records: true,
  auth: true,
  emailConfirmation: true,
  pages: true,
  home: true,
  gamehall: true,
};
export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

export function registerCatalogue(locale: LocaleCode, core: CoreMessages): void {
  const messages = { ...core } as Messages;
  for (const name of SECTION_NAMES) {
    const loaded = sections[locale]?.[name];
    if (loaded)
      Object.defineProperty(messages, name, { value: loaded, enumerable: true, configurable: true });
    // A page that reads an area's texts without loading them fails here, saying what is missing.
    else
      Object.defineProperty(messages, name, {
        configurable: true,
        get() {
          throw new Error(
            `The ${locale} "${name}" texts are not loaded: add the section to the page (page-sections.ts) or call useSections`,
          );
        },
      });
  }
  catalogues[locale] = messages;
}

export function registerSection<N extends SectionName>(
  locale: LocaleCode,
  name: N,
  texts: SectionMessages<N>,
): void {
  sections[locale] = { ...sections[locale], [name]: texts };
  const messages = catalogues[locale];
  if (messages) Object.defineProperty(messages, name, { value: texts, enumerable: true, configurable: true });
}

export function hasSection(locale: LocaleCode, name: SectionName): boolean {
  return sections[locale]?.[name] !== undefined;
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
