import { data } from 'react-router';
import { localeFromPath, messagesFor } from '../i18n/locale.js';
import type { Route } from './+types/not-found.js';

// Throwing makes SSR answer 404 and lets the root error boundary draw the not-found page (spec section 8).
export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export function meta({ location }: Route.MetaArgs) {
  const t = messagesFor(localeFromPath(location.pathname));
  return [{ title: t.meta.notFoundTitle }, { name: 'robots', content: 'noindex, follow' }];
}

export default function NotFoundRoute() {
  return null;
}
