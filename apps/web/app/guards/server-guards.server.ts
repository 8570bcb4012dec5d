import { LOCALE_COOKIE_NAME } from '@jeton/domain';
import { isbot } from 'isbot';
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { SITE_CONFIG } from '../config/site-config.js';
import { SITE_REDIRECTS } from '../config/site-redirects.js';
import { initialDataContext, localeContext } from '../context.js';
import { readCookie } from '../http/cookies.js';
import { localeFromPath } from '../i18n/locale.js';
import type { InitialData } from '../session/initial-data.js';
import { loadInitialData } from '../session/load-initial-data.js';
import { parseAcceptLanguage } from './locale-guard.js';
import { type GuardEnvironment, isPagePath, runNavigationGuards } from './navigation-guards.js';
import { placeOf } from './place.js';

/**
 * The guards for a request to the server: the first page a player opens (and any data request).
 * The server-rendered page loads the player's info once; it is the session for every guard.
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
  let initialData: Promise<InitialData> | undefined;
  const session = () => {
    initialData ??= loadInitialData({
      request,
      origin: context.apiOrigin,
      locale: localeFromPath(url.pathname),
    });
    return initialData;
  };
  return {
    localeInputs: {
      strategy: SITE_CONFIG.localeStrategy,
      cookieLocale: readCookie(request.headers.get('cookie'), LOCALE_COOKIE_NAME),
      browserLanguages: parseAcceptLanguage(request.headers.get('accept-language')),
      detect: !(userAgent && isbot(userAgent)),
    },
    siteOrigin: context.publicOrigin ?? url.origin,
    redirects: SITE_REDIRECTS,
    knownAccount: async () => (await session()).account,
    session,
  };
}
