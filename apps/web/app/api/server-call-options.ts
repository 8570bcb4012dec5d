import type { RouterContextProvider } from 'react-router';
import { localeFromPath } from '../i18n/locale.js';

/**
 * The options of an API call made by a loader during server rendering: the request (its cookie),
 * the server's own address and fetch, and the page's locale from its path.
 */
export function serverCallOptions({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  return {
    request,
    origin: context.apiOrigin,
    fetch: context.apiFetch,
    locale: localeFromPath(new URL(request.url).pathname),
  };
}
