import type { LocaleCode } from '@jeton/domain';
import { useRouteLoaderData } from 'react-router';
import type { InitialData } from './initial-data.js';

/** The root route's data: the locale, the player and general info, and the site's public origin. */
export interface RootData extends InitialData {
  locale: LocaleCode;
  /** For absolute canonical and hreflang links. */
  siteOrigin: string;
  /** The request's host, which picks the domain SEO entry. */
  host?: string;
  /** The operator's robots.txt Disallow rules: the pages they cover get `noindex, follow`. */
  robotsRules?: string[];
}

/** The root data; undefined in an error boundary when the root itself failed (maintenance, say). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
