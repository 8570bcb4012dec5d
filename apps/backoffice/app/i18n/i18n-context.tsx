import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@jeton/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { en } from './en.js';
import { formatMessage, type MessageValues } from './format.js';
import { fr } from './fr.js';
import type { Messages } from './messages.js';

const CATALOGUES: Readonly<Record<LocaleCode, Messages>> = { en, fr };
/**
 * A switch used on this browser (the log-in page's or the header's) wins here; the header's also
 * saves it on the operator's account (auth/setLocale), which every other browser of theirs follows.
 */
const CHOICE_KEY = 'jeton_bo_locale';

export interface I18n {
  locale: LocaleCode;
  t: Messages;
  format: (template: string, values?: MessageValues) => string;
  /** A switch: the language now, remembered on this browser. */
  chooseLocale: (locale: LocaleCode) => void;
  /** The operator's own setting (auth/setLocale saves it), followed unless a switch was used here. */
  adoptOperatorLocale: (locale: string) => void;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<LocaleCode>(() => storedChoice() ?? DEFAULT_LOCALE);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const chooseLocale = useCallback((next: LocaleCode) => {
    try {
      localStorage.setItem(CHOICE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
    setLocale(next);
  }, []);

  const adoptOperatorLocale = useCallback((setting: string) => {
    if (storedChoice() === null && isLocale(setting)) setLocale(setting);
  }, []);

  const value = useMemo<I18n>(
    () => ({
      locale,
      t: CATALOGUES[locale],
      format: formatMessage,
      chooseLocale,
      adoptOperatorLocale,
    }),
    [locale, chooseLocale, adoptOperatorLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

function storedChoice(): LocaleCode | null {
  try {
    const stored = localStorage.getItem(CHOICE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}
