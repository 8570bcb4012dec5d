import { stripLocale } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';

/**
 * /offers and /promotions show the same deposit offers (the spec names both): one route file serves
 * both, and the section the address is under decides the page's title and links.
 */
export type OfferSection = 'offers' | 'promotions';

export function offerSectionOf(pathname: string): OfferSection {
  return stripLocale(pathname).startsWith(PATHS.promotions) ? 'promotions' : 'offers';
}
