import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { guestDialogs, withoutPopupFlags } from '../guards/auth-guard.js';
import { placeOf } from '../guards/place.js';
import { isPlayer } from '../session/initial-data.js';
import { useRootData } from '../session/root-data.js';
import { openDialog } from './dialog/dialog-store.js';

/** Where the show_popup_reg flag is kept for later (spec section 2, guard 3). */
export const SHOW_POPUP_REG_STORAGE_KEY = 'show_popup_reg';

/**
 * The auth guard's popups for guests, opened once a page is shown (and on the first, server-rendered
 * one): `#real` on a game page, and the show_popup_reg / show_popup_auth flags, non-closable with
 * prevent_close=1. Closing a flagged popup drops the flags from the URL.
 */
export function useGuestDialogs(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const root = useRootData();
  const handled = useRef<string | null>(null);
  const guest = Boolean(root) && !isPlayer(root);

  useEffect(() => {
    if (!guest) return;
    const visit = `${location.key}${location.hash}`;
    if (handled.current === visit) return;
    handled.current = visit;
    const place = placeOf(location);
    rememberRegistrationFlag(new URLSearchParams(place.search).get('show_popup_reg'));
    for (const request of guestDialogs(place)) {
      const clearFlags = () =>
        navigate(withoutPopupFlags(place), { replace: true, preventScrollReset: true });
      openDialog(
        request.name,
        request.clearFlagsOnClose ? { ...request.options, onClose: clearFlags } : request.options,
      );
    }
  }, [guest, location, navigate]);
}

function rememberRegistrationFlag(value: string | null): void {
  if (value === null) return;
  try {
    localStorage.setItem(SHOW_POPUP_REG_STORAGE_KEY, value);
  } catch {
    // Storage may be off (private mode): the popup still opens.
  }
}
