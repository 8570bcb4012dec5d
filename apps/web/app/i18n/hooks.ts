import type { LocaleCode } from '@jeton/domain';
import { useLocation } from 'react-router';
import { localeFromPath, messagesFor } from './locale.js';
import type { Messages } from './messages.js';

// The locale comes from the path, so these work in every route and in error boundaries alike.

export function useLocale(): LocaleCode {
  return localeFromPath(useLocation().pathname);
}

export function useMessages(): Messages {
  return messagesFor(useLocale());
}
