import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@jeton/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { changeLocale } from '../api/account.js';
import { invalidateInitialData } from '../session/client-session.js';
import { useLocale } from './hooks.js';
import { localizePath, stripLocale } from './locale.js';

/**
 * The other locale and how to switch to it (spec section 4): the server is told (account/changelocale
 * also sets the 365-day locale cookie), then the same page opens under the other prefix with the
 * initial data reloaded.
 */
export function useSwitchLocale() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // Two locales: the other one. With more, this becomes a list.
  const target: LocaleCode = LOCALES.find((code) => code !== locale) ?? DEFAULT_LOCALE;
  const href = localizePath(stripLocale(pathname), target) + search + hash;

  async function switchLocale() {
    setFailed(false);
    try {
      await changeLocale(target);
    } catch (error) {
      // Without the cookie the locale guard would send the player back: stay and say so.
      console.error('account/changelocale failed', error);
      setFailed(true);
      return;
    }
    invalidateInitialData();
    await navigate(href);
  }

  return { target, href, switchLocale, failed };
}
