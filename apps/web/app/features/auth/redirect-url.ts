import { localeFromPath, localizePath, stripLocale } from '../../i18n/locale.js';

// After a log-in the player goes where the auth guard stopped them: its `redirectUrl` query. The value
// comes from the address bar, so only a path of this site is followed (no open redirect).

const ORIGIN = 'https://same-site.invalid';

/** The redirectUrl as a same-site path with its query and hash, or null when absent or unsafe. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  // `//host` and `/\host` are other sites to a browser; control characters hide such tricks.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  // Dot segments resolve only now: `/.//evil.example` comes out as `//evil.example`.
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('//') || path.startsWith('/\\') ? null : path;
}

/** The `redirectUrl` of a query string, made safe. */
export function redirectTargetOf(search: string): string | null {
  return safeRedirectPath(new URLSearchParams(search).get('redirectUrl'));
}

/** Query parameters that only served to get a guest logged in. */
const SIGN_IN_QUERY = ['redirectUrl', 'show_popup_reg', 'show_popup_auth', 'prevent_close'];

/** Pages that exist only to log a guest in or to register one: nothing to stay on afterwards. */
const SIGN_IN_PAGES = new Set(['/forms/sign_in', '/forms/sign_up']);

/**
 * Where a player goes once logged in (spec section 4: a locale-aware page): the redirectUrl when it
 * is safe, else the page they are on, without the query that asked them to log in; from the
 * sign-in and sign-up pages, the home page of their locale.
 */
export function pageAfterSignIn(place: { pathname: string; search: string; hash: string }): string {
  const target = redirectTargetOf(place.search);
  if (target) return target;
  if (SIGN_IN_PAGES.has(stripLocale(place.pathname)))
    return localizePath('/', localeFromPath(place.pathname));
  const query = new URLSearchParams(place.search);
  for (const name of SIGN_IN_QUERY) query.delete(name);
  const search = query.toString();
  return `${place.pathname}${search ? `?${search}` : ''}${place.hash}`;
}
