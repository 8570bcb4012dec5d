import { DEFAULT_LOCALE, type LocaleCode } from '@jeton/domain';
import { en } from '../../apps/web/app/i18n/en.js';
import { fr } from '../../apps/web/app/i18n/fr.js';
import { studioEn } from '../../apps/web/app/studio/i18n/en.js';
import { studioFr } from '../../apps/web/app/studio/i18n/fr.js';

/** Both locales of the site: English at the plain path, French under /fr (spec section 2). */
export const LOCALES: readonly LocaleCode[] = ['en', 'fr'];

/** The web app's own catalogues (the site's and the studio's), so that expected texts follow the copy. */
export const MESSAGES = { en: { ...en, studio: studioEn }, fr: { ...fr, studio: studioFr } } as const;

/** A bare path (`/gamehall`, `/`) in a locale: `/fr/gamehall`, `/fr`. */
export function localized(path: string, locale: LocaleCode): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
