import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../api/auth.js';
import { useLocale } from '../i18n/hooks.js';
import { localizePath } from '../i18n/locale.js';
import { invalidateInitialData } from './client-session.js';

/** Logs out (auth/logout), then goes to the index page of the current locale with fresh initial data. */
export function useLogout() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    setFailed(false);
    try {
      await logout({ locale });
    } catch (error) {
      console.error('auth/logout failed', error);
      setFailed(true);
      setPending(false);
      return;
    }
    invalidateInitialData();
    setPending(false);
    await navigate(localizePath('/', locale));
  }

  return { logout: run, failed, pending };
}
