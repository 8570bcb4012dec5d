import { type ContentConfig, defaultContentConfig } from '@jeton/domain';
import { useLocale } from '../i18n/hooks.js';
import { useRootData } from '../session/root-data.js';

/**
 * The content configuration of the current locale (spec section 3: site config, auth config). It comes
 * with the initial data; until it has loaded, or when it could not be, the defaults apply.
 */
export function useContentConfig(): ContentConfig {
  const root = useRootData();
  const locale = useLocale();
  return root?.content ?? defaultContentConfig(locale);
}
