import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openDialog } from '../../ui/dialog/dialog-store.js';

/** The query parameter of the restore link the server sends (`{PUBLIC_URL}{/fr}/?restore_token=…`). */
export const RESTORE_TOKEN_PARAM = 'restore_token';

/** The URL without the restore token, or null when it has none. */
export function withoutRestoreToken(place: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  const query = new URLSearchParams(place.search);
  if (!query.has(RESTORE_TOKEN_PARAM)) return null;
  query.delete(RESTORE_TOKEN_PARAM);
  const search = query.toString();
  return `${place.pathname}${search ? `?${search}` : ''}${place.hash}`;
}

/**
 * Opens the "choose a new password" dialog when a page is opened from a restore link, then takes the
 * token out of the address bar: the dialog holds it, and it should not linger in history or be shared.
 */
export function useRestoreLink(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const rest = withoutRestoreToken(location);
    if (rest === null) return;
    const token = new URLSearchParams(location.search).get(RESTORE_TOKEN_PARAM) ?? '';
    openDialog('newPassword', { props: { token } });
    void navigate(rest, { replace: true, preventScrollReset: true });
  }, [location, navigate]);
}
