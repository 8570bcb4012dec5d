import type { LocaleCode } from '@jeton/domain';
import { redirectTargetOf } from '../features/auth/redirect-url.js';
import { localizePath, stripLocale } from '../i18n/locale.js';
import type { DialogName, DialogOptions } from '../ui/dialog/dialog-store.js';
import { fullPath, type Place, segments } from './place.js';

// Guard 3 of spec section 2, for guests only. Its redirect runs as middleware; its popups open once
// the navigation is shown (dialogs live in the browser, and the hash never reaches the server).

/** Route names a guest may not open; a content page's slug never counts. */
export const GUEST_BLOCKED_SECTIONS = ['bets', 'cashier', 'profile', 'responsible-game'] as const;

/** Query flags that open a dialog, and the one that makes it non-closable. */
export const POPUP_FLAGS = ['show_popup_reg', 'show_popup_auth', 'prevent_close'] as const;

export function isGuestBlockedPath(pathname: string): boolean {
  const bare = segments(stripLocale(pathname));
  // A single segment is a section only if it names one; /{slug} content pages have other names.
  return bare.some((segment) => (GUEST_BLOCKED_SECTIONS as readonly string[]).includes(segment));
}

/** Home of the locale with `redirectUrl` = the encoded full path, or null when the guest may stay. */
export function guestRedirect(place: Place, locale: LocaleCode): string | null {
  if (!isGuestBlockedPath(place.pathname)) return null;
  return `${localizePath('/', locale)}?${new URLSearchParams({ redirectUrl: fullPath(place) })}`;
}

export interface DialogRequest {
  name: DialogName;
  options: DialogOptions;
  /** Drop the popup flags from the URL when the dialog closes. */
  clearFlagsOnClose: boolean;
}

/** The popups a guest's navigation asks for: `#real` on a game page, then the query flags. */
export function guestDialogs(place: Place): DialogRequest[] {
  const requests: DialogRequest[] = [];
  const bare = segments(stripLocale(place.pathname));
  if (bare[0] === 'game' && bare.length === 2 && place.hash === '#real') {
    requests.push({ name: 'registration', options: { onCloseGoHome: true }, clearFlagsOnClose: false });
  }
  const query = new URLSearchParams(place.search);
  const preventClose = query.get('prevent_close') === '1';
  if (query.has('show_popup_reg')) {
    requests.push({ name: 'registration', options: { preventClose }, clearFlagsOnClose: true });
  } else if (query.has('show_popup_auth')) {
    requests.push({ name: 'authorization', options: { preventClose }, clearFlagsOnClose: true });
  } else if (bare.length === 0 && redirectTargetOf(place.search)) {
    // Sent home by this guard from a page that needs a log-in: ask for it at once; after the log-in
    // the player goes on to the page asked for (features/auth/redirect-url.ts pageAfterSignIn).
    requests.push({ name: 'authorization', options: {}, clearFlagsOnClose: false });
  }
  return requests;
}

/** The same place without the popup flags, for when the popup closes. */
export function withoutPopupFlags(place: Place): string {
  const query = new URLSearchParams(place.search);
  for (const flag of POPUP_FLAGS) query.delete(flag);
  const search = query.toString();
  return fullPath({ ...place, search: search ? `?${search}` : '' });
}
