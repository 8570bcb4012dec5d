import { data } from 'react-router';

/**
 * The 404 of an unknown page (spec section 4): its message is exactly `Page Not Found: {full path}`.
 * Thrown from a loader, it makes SSR answer 404 and the root error boundary draw the not-found page.
 */
export function notFound(requestUrl: string) {
  const url = new URL(requestUrl);
  const path = url.pathname + url.search;
  return data({ message: `Page Not Found: ${path}`, path }, { status: 404, statusText: 'Not Found' });
}
