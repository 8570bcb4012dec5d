import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@jeton/domain';
import { useSearchParams } from 'react-router';
import { formatMessage, type MessageValues } from '../../i18n/format.js';
import { messagesFor } from '../../i18n/locale.js';
import type { Messages } from '../../i18n/messages.js';

export type StudioMessages = Messages['studio'];

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
    t: messagesFor(locale).studio,
    format: (template, values) => formatMessage(template, values, locale),
  };
}
