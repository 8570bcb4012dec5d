import type { LocaleCode } from '@jeton/domain';
import { useLocation } from 'react-router';
import { formatMessage, type MessageValues } from './format.js';
import { localeFromPath, messagesFor } from './locale.js';
import type { Messages } from './messages.js';

// The locale comes from the path, so these work in every route and in error boundaries alike.

export function useLocale(): LocaleCode {
  return localeFromPath(useLocation().pathname);
}

export function useMessages(): Messages {
  return messagesFor(useLocale());
}

export interface I18n {
  locale: LocaleCode;
  t: Messages;
  /** Fills a message's placeholders and plurals for this locale. */
  format: (template: string, values?: MessageValues) => string;
}

export function useI18n(): I18n {
  const locale = useLocale();
  return {
    locale,
    t: messagesFor(locale),
    format: (template, values) => formatMessage(template, values, locale),
  };
}
