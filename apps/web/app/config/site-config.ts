import type { LocaleStrategy } from '../guards/locale-guard.js';

/**
 * Site settings that belong to the content configuration (/nfx/cms-config/{locale}, spec section 7).
 * Until it is served, these are its values.
 */
export const SITE_CONFIG = {
  /** `prefix`: the path's prefix decides the locale; `platform`: a player's account locale wins. */
  localeStrategy: 'prefix' as LocaleStrategy,
};
