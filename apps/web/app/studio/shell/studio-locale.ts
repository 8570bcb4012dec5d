import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@jeton/domain';
import { useSearchParams } from 'react-router';
import { formatMessage, type MessageValues } from '../../i18n/format.js';
import { studioEn } from '../i18n/en.js';
import { type StudioTexts, studioFr } from '../i18n/fr.js';

export type StudioMessages = StudioTexts;

/**
 * The studio's texts (game clients, fairness page), apart from the site's catalogues: a framed
 * client is outside the locale layout routes, and the site's pages do not carry them (decision 0052).
 */
const STUDIO_MESSAGES: Readonly<Record<LocaleCode, StudioMessages>> = { en: studioEn, fr: studioFr };

export function studioMessagesFor(locale: LocaleCode): StudioMessages {
  return STUDIO_MESSAGES[locale];
}

/** A game client's locale comes from the launch URL's `locale` query (decision 0013), not its path. */
export function studioLocale(search: URLSearchParams): LocaleCode {
  const locale = search.get('locale');
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export interface StudioI18n {
  locale: LocaleCode;
  t: StudioMessages;
  format: (template: string, values?: MessageValues) => string;
}

export function useStudioI18n(): StudioI18n {
  const [search] = useSearchParams();
  const locale = studioLocale(search);
  return {
    locale,
    t: studioMessagesFor(locale),
    format: (template, values) => formatMessage(template, values, locale),
  };
}
