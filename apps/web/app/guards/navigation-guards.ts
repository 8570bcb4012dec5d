import { type AccountInfo, isLoggedIn, type LocaleCode, type SiteConfig } from '@jeton/domain';
import { redirect, redirectDocument } from 'react-router';
import { localeFromPath } from '../i18n/locale.js';
import { type InitialData, isPlayer } from '../session/initial-data.js';
import { guestRedirect } from './auth-guard.js';
import { type LocaleInputs, localeRedirect } from './locale-guard.js';
import { pathRuleRedirect } from './path-rules.js';
import type { Place } from './place.js';
import { siteRedirect } from './redirect-guard.js';

/** What the guards need from where they run: the server for the first request, the browser after. */
export interface GuardEnvironment {
  localeInputs: Omit<LocaleInputs, 'accountLocale' | 'strategy'>;
  /** The site's own origin: a redirect target elsewhere is external. */
  siteOrigin: string;
  /**
   * The site config of the path's locale (content configuration): its locale strategy and redirects.
   * Loaded alongside the session; the defaults when it could not be.
   */
  siteConfig(): Promise<Pick<SiteConfig, 'localeStrategy' | 'redirects'>>;
  /** The player as known before this navigation (null when unknown: treated as a guest). */
  knownAccount(): Promise<AccountInfo | null>;
  /** Guard 4: the player's info for this navigation, refreshed or not as the session rule says. */
  session(): Promise<InitialData>;
}

export interface GuardOutcome {
  locale: LocaleCode;
  initialData: InitialData;
}

/**
 * The navigation guards of spec section 2, in their order. Each either lets the navigation go on or
 * throws a redirect, which React Router follows (a full page load for external targets). The auth
 * guard's popups are not here: they open once the page is shown (ui/use-guest-dialogs.ts).
 */
export async function runNavigationGuards(place: Place, env: GuardEnvironment): Promise<GuardOutcome> {
  // 1. Locale: the path's prefix, else the cookie, the browser, the default. Only the platform
  // strategy needs the player before the redirects (their account locale wins).
  const site = await env.siteConfig();
  const strategy = site.localeStrategy;
  const player = strategy === 'platform' ? await env.knownAccount() : null;
  const accountLocale = player && isLoggedIn(player) ? player.locale : undefined;
  const localeTarget = localeRedirect(place, { ...env.localeInputs, strategy, accountLocale });
  if (localeTarget) throw redirect(localeTarget);
  const locale = localeFromPath(place.pathname);

  // 2. Configured redirects.
  const configured = siteRedirect(site.redirects, place, env.siteOrigin);
  if (configured) throw configured.external ? redirectDocument(configured.to) : redirect(configured.to);

  // 3. Auth, guests only: the player's sections send a guest home.
  const known = await env.knownAccount();
  if (!known || !isLoggedIn(known)) throwGuestRedirect(place, locale);

  // 4. Session. A session that expired since the last page turns a player into a guest here, so
  // guard 3 applies again rather than showing a player's section to a guest.
  const initialData = await env.session();
  if (!isPlayer(initialData)) throwGuestRedirect(place, locale);

  // 5. Path rules.
  const ruleTarget = pathRuleRedirect(place);
  if (ruleTarget) throw redirect(ruleTarget);

  return { locale, initialData };
}

function throwGuestRedirect(place: Place, locale: LocaleCode): void {
  const target = guestRedirect(place, locale);
  if (target) throw redirect(target);
}

/**
 * Resource routes (robots.txt) are not pages: no locale, no session. Nor are the house studio's game
 * clients (/studio/{kind}): they are framed, take their locale from the launch query and their
 * player from the game session token (decision 0013).
 */
export function isPagePath(pathname: string): boolean {
  return pathname !== '/robots.txt' && !pathname.startsWith('/studio/');
}
