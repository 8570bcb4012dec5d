import { type ContentConfig, DEFAULT_SITE_CONFIG, LOCALE_COOKIE_NAME, type LocaleCode } from '@jeton/domain';
import type { DataStrategyResult, MiddlewareFunction } from 'react-router';
import { initialDataContext, localeContext } from '../context.js';
import { readCookie } from '../http/cookies.js';
import { localeFromPath } from '../i18n/locale.js';
import { sectionsForPath } from '../i18n/page-sections.js';
import { loadSections } from '../i18n/sections.js';
import { currentRootData, isInitialDataStale } from '../session/client-session.js';
import type { InitialData } from '../session/initial-data.js';
import { loadAccount, loadContentConfig, loadInitialData } from '../session/load-initial-data.js';
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
  // The page's text sections load beside the guards' calls: its component and meta read them.
  const sections = loadSections(localeFromPath(url.pathname), sectionsForPath(url.pathname));
  sections?.catch(() => undefined);
  const outcome = await runNavigationGuards(place, clientEnvironment(previous, place));
  context.set(localeContext, outcome.locale);
  context.set(initialDataContext, outcome.initialData);
  await sections;
  const result = await next();
  previous = place;
  return result;
};

function clientEnvironment(from: Place, to: Place): GuardEnvironment {
  const known = currentRootData();
  const locale: LocaleCode = localeFromPath(to.pathname);
  // The content configuration is the locale's: reloaded when the locale changes (a switch, or a
  // link between / and /fr), or when the last load failed; kept otherwise.
  const knownContent = known?.content;
  const content: Promise<ContentConfig | null> =
    knownContent && knownContent.locale === locale
      ? Promise.resolve(knownContent)
      : loadContentConfig(locale);
  // Everything again (locale switch, log-in, log-out): started now, in parallel with the content.
  // The auth guard judges by it too: a player just logged in follows redirectUrl to the cashier.
  const reload = isInitialDataStale() || !known ? loadInitialData({ locale }) : null;
  reload?.catch(() => undefined);
  return {
    localeInputs: {
      cookieLocale: readCookie(document.cookie, LOCALE_COOKIE_NAME),
      browserLanguages: navigator.languages,
      detect: true,
    },
    siteOrigin: window.location.origin,
    siteConfig: async () => (await content)?.site ?? DEFAULT_SITE_CONFIG,
    knownAccount: async () => (reload && known ? (await reload).account : (known?.account ?? null)),
    session: async (): Promise<InitialData> => {
      const withContent = async (data: Promise<InitialData>) => ({ ...(await data), content: await content });
      if (reload || !known) return withContent(reload ?? loadInitialData({ locale }));
      if (!shouldRefreshSession(from, to)) {
        return withContent(Promise.resolve({ account: known.account, general: known.general }));
      }
      const account = loadAccount({ locale });
      return withContent(account.then((fresh) => ({ account: fresh, general: known.general })));
    },
  };
}
