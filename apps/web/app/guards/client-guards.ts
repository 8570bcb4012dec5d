import { LOCALE_COOKIE_NAME, type LocaleCode } from '@jeton/domain';
import type { DataStrategyResult, MiddlewareFunction } from 'react-router';
import { SITE_CONFIG } from '../config/site-config.js';
import { SITE_REDIRECTS } from '../config/site-redirects.js';
import { initialDataContext, localeContext } from '../context.js';
import { readCookie } from '../http/cookies.js';
import { localeFromPath } from '../i18n/locale.js';
import { currentRootData, isInitialDataStale } from '../session/client-session.js';
import type { InitialData } from '../session/initial-data.js';
import { loadAccount, loadInitialData } from '../session/load-initial-data.js';
import { type GuardEnvironment, isPagePath, runNavigationGuards } from './navigation-guards.js';
import { type Place, placeOf } from './place.js';
import { shouldRefreshSession } from './session-guard.js';

/** The place shown before this navigation; the hash is left out, as navigations never carry it here. */
let previous: Place | null = null;

/**
 * The guards for navigations in the browser, after the server-rendered first page. React Router
 * strips the hash from the request, so hash-driven popups are opened after the navigation instead.
 */
export const clientNavigationGuards: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request, context },
  next,
) => {
  const url = new URL(request.url);
  if (!isPagePath(url.pathname)) return next();
  const place = { ...placeOf(url), hash: '' };
  previous ??= { ...placeOf(window.location), hash: '' };
  const outcome = await runNavigationGuards(place, clientEnvironment(previous, place));
  context.set(localeContext, outcome.locale);
  context.set(initialDataContext, outcome.initialData);
  const result = await next();
  previous = place;
  return result;
};

function clientEnvironment(from: Place, to: Place): GuardEnvironment {
  const known = currentRootData();
  const locale: LocaleCode = localeFromPath(to.pathname);
  // After a log-in or log-out the player known before is out of date: the auth guard must judge by
  // the fresh session (a player just logged in follows redirectUrl to the cashier), loaded once.
  let fresh: Promise<InitialData> | null = null;
  const reload = () => {
    fresh ??= loadInitialData({ locale });
    return fresh;
  };
  return {
    localeInputs: {
      strategy: SITE_CONFIG.localeStrategy,
      cookieLocale: readCookie(document.cookie, LOCALE_COOKIE_NAME),
      browserLanguages: navigator.languages,
      detect: true,
    },
    siteOrigin: window.location.origin,
    redirects: SITE_REDIRECTS,
    knownAccount: async () => (isInitialDataStale() ? (await reload()).account : (known?.account ?? null)),
    session: async (): Promise<InitialData> => {
      if (isInitialDataStale() || !known) return reload();
      if (!shouldRefreshSession(from, to)) return { account: known.account, general: known.general };
      return { account: await loadAccount({ locale }), general: known.general };
    },
  };
}
