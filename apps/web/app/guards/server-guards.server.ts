import { DEFAULT_SITE_CONFIG, LOCALE_COOKIE_NAME } from '@jeton/domain';
import { isbot } from 'isbot';
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { initialDataContext, localeContext } from '../context.js';
import { readCookie } from '../http/cookies.js';
import { localeFromPath } from '../i18n/locale.js';
import type { InitialData } from '../session/initial-data.js';
import { loadContentConfig, loadInitialData } from '../session/load-initial-data.js';
import { parseAcceptLanguage } from './locale-guard.js';
import { type GuardEnvironment, isPagePath, runNavigationGuards } from './navigation-guards.js';
import { placeOf } from './place.js';

/**
 * The guards for a request to the server: the first page a player opens (and any data request).
 * The server-rendered page loads the player's info, the general info and the content configuration
 * of the path's locale at once; they are the session and the site config of every guard.
 */
export const serverNavigationGuards: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  if (!isPagePath(url.pathname)) return next();
  const outcome = await runNavigationGuards(placeOf(url), serverEnvironment(request, context));
  context.set(localeContext, outcome.locale);
  context.set(initialDataContext, outcome.initialData);
  return next();
};

function serverEnvironment(request: Request, context: Readonly<RouterContextProvider>): GuardEnvironment {
  const url = new URL(request.url);
  const userAgent = request.headers.get('user-agent');
  const locale = localeFromPath(url.pathname);
  const origin = context.apiOrigin;
  const fetch = context.apiFetch;
  // One parallel step: the player and general info, and the content configuration.
  const initial = loadInitialData({ request, origin, fetch, locale });
  const content = loadContentConfig(locale, { request, origin, fetch, document: context.contentDocument });
  // A guard that redirects early never reads the session; its failure (maintenance, say) must not
  // become an unhandled rejection. Guards that do read it still get the rejection.
  initial.catch(() => undefined);
  const session = async (): Promise<InitialData> => ({ ...(await initial), content: await content });
  return {
    localeInputs: {
      cookieLocale: readCookie(request.headers.get('cookie'), LOCALE_COOKIE_NAME),
      browserLanguages: parseAcceptLanguage(request.headers.get('accept-language')),
      detect: !(userAgent && isbot(userAgent)),
    },
    siteOrigin: context.publicOrigin ?? url.origin,
    siteConfig: async () => (await content)?.site ?? DEFAULT_SITE_CONFIG,
    knownAccount: async () => (await initial).account,
    session,
  };
}
