import { redirect } from 'react-router';
import { failureKind, loginPathFor } from './errors.js';

/** The app's basename: paths inside the app are written without it. */
export const APP_BASENAME = '/backoffice';

/** The path inside the app (without the basename) of a loader's request, with its query. */
export function appPathOf(requestUrl: string): string {
  const url = new URL(requestUrl);
  const path = url.pathname.startsWith(APP_BASENAME) ? url.pathname.slice(APP_BASENAME.length) : url.pathname;
  return `${path || '/'}${url.search}`;
}

/** Runs a loader's calls; a missing or ended session sends the operator to log-in, keeping the page. */
export async function loadWithSession<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (failureKind(error) === 'unauthenticated') throw redirect(loginPathFor(appPathOf(request.url)));
    throw error;
  }
}
