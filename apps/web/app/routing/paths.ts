// The bare (English, unprefixed) paths the app links to. Localize them with localizePath (i18n/locale.ts).

export const PATHS = {
  home: '/',
  betting: '/betting',
  bettingEvent: (id: number) => `/betting/event/${id}`,
  gamehall: '/gamehall',
  game: (sysname: string) => `/game/${encodeURIComponent(sysname)}`,
  jackpots: '/jackpots',
  loyalty: '/loyalty',
  loyaltyShop: '/loyalty/shop',
  offers: '/offers',
  promotions: '/promotions',
  providers: '/providers',
  support: '/support',
  tournaments: '/tournaments',
  winners: '/winners',
  cashier: '/cashier',
  deposit: '/cashier/deposit',
  withdraw: '/cashier/withdraw',
  wallet: '/cashier/wallet',
  history: '/cashier/history',
  profile: '/profile',
  profileSettings: '/profile/settings',
  profileBonuses: '/profile/bonuses',
  profileCashback: '/profile/cashback',
  profileResponsibleGame: '/profile/responsible-game',
  responsibleGame: '/responsible-game',
  saferGambling: '/responsible-gambling',
  content: (slug: string) => `/${slug}`,
} as const;

/** Profile tabs in the order of spec section 2; each is /profile/{tab}. */
export const PROFILE_TABS = [
  'settings',
  'security',
  'verification',
  'responsible-game',
  'bets',
  'loyalty',
  'bonuses',
  'cashback',
  'notification',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Cashier tabs shown above the cashier pages. */
export const CASHIER_TABS = ['deposit', 'withdraw', 'wallet', 'history'] as const;
export type CashierTab = (typeof CASHIER_TABS)[number];
