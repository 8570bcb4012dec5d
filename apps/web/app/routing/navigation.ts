import type { Messages } from '../i18n/messages.js';
import type { IconName } from '../ui/icons.js';
import { PATHS } from './paths.js';

export interface NavItem {
  key: keyof Messages['nav'];
  /** A bare path. */
  path: string;
  icon: IconName;
}

/** The header's main navigation. */
export const MAIN_NAV: readonly NavItem[] = [
  { key: 'casino', path: PATHS.gamehall, icon: 'casino' },
  { key: 'betting', path: PATHS.betting, icon: 'betting' },
  { key: 'promotions', path: PATHS.promotions, icon: 'promotions' },
  { key: 'tournaments', path: PATHS.tournaments, icon: 'tournaments' },
  { key: 'loyalty', path: PATHS.loyalty, icon: 'loyalty' },
  { key: 'jackpots', path: PATHS.jackpots, icon: 'jackpots' },
];

/** Further sections: in the mobile menu and the footer. */
export const MORE_NAV: readonly NavItem[] = [
  { key: 'offers', path: PATHS.offers, icon: 'offers' },
  { key: 'winners', path: PATHS.winners, icon: 'winners' },
  { key: 'providers', path: PATHS.providers, icon: 'providers' },
  { key: 'support', path: PATHS.support, icon: 'support' },
];
