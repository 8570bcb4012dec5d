import type { LocaleCode } from '../locale.js';
import { type CashierConfig, DEFAULT_CASHIER_CONFIG } from './cashier-config.js';
import { DEFAULT_GAMES_CONFIG, type GamesConfig } from './games.js';

// The content configuration of spec sections 3 and 7 (GET /nfx/cms-config/{locale}): texts, logos,
// functional flags and settings that an operator edits without a release. The server stores it per
// locale and seeds it from files; the web app reads it with the initial data. These types are the
// contract between the two; DEFAULT_CONTENT_CONFIG is what a fresh installation starts from.

/** Balance-refresh settings of spec section 3 (defaults from section 9). */
export interface BalanceRefreshSettings {
  countSecondsForDelayBetweenClick: number;
  isEnabledInterval: boolean;
  countSecondsForInterval: number;
  isEnabledTurnOffRequests: boolean;
  countMinutesAfterWhichRequestsTurnedOff: number;
  isEnabledRequestsAfterClick: boolean;
}

export interface ConfigRedirect {
  from_url: string;
  to_url: string;
}

export interface ToggleOption {
  isActive: boolean;
  defaultValue: boolean;
}

/** Form validation settings (spec section 5): when fields are checked, and the post-code pattern. */
export interface ValidatorConfig {
  /** `eager`: as the player types; `submit`: when the form is sent. */
  strategy: 'eager' | 'submit';
  /** A regular expression for post codes; null keeps the default (up to 8 digits). */
  postcodePattern: string | null;
}

/** The page loader shown while a page resolves: the built-in spinner, or an image. */
export interface LoaderConfig {
  image: string | null;
}

/** Registration options and sign-in kinds (spec section 3, auth config). */
export interface AuthConfig {
  registration: {
    confirmEmailPopup: boolean;
    showCharacterSelect: boolean;
    showPromocode: boolean;
    showPromoFieldByDefault: boolean;
    terms: ToggleOption;
    notify: ToggleOption;
    markBetting: boolean;
  };
  /** Ways to sign in; `login` is email or phone with a password. */
  authTypes: string[];
}

/** Site config (spec section 3): logos, functional flags and settings. */
export interface SiteConfig {
  logos: { header: string; footer: string; alt: string };
  flags: {
    twoFactor: boolean;
    verificationProvider: string;
    responsibleGaming: boolean;
    betHistory: boolean;
    visibleBettingNotice: boolean;
    clickableTitle: boolean;
  };
  balanceRefresh: BalanceRefreshSettings;
  validator: ValidatorConfig;
  loader: LoaderConfig;
  /** Images shown by popups whose own content has none, by popup kind (campaign, promo-code, ...). */
  popupFallbacks: Record<string, string>;
  /** `prefix`: the path's prefix decides the locale; `platform`: a player's account locale wins. */
  localeStrategy: 'prefix' | 'platform';
  redirects: ConfigRedirect[];
  chat: { provider: string; config: Record<string, string> };
}

/** Where a custom code entry goes in the document (spec section 3). */
export const CUSTOM_CODE_POSITIONS = ['head', 'bodyStart', 'bodyEnd'] as const;
export type CustomCodePosition = (typeof CUSTOM_CODE_POSITIONS)[number];

/** A custom code entry (spec section 3): markup the operator adds to every page, e.g. a tag manager. */
export interface CustomCodeEntry {
  isEnabled: boolean;
  position: CustomCodePosition;
  code: string;
}

/** One meta tag of a domain SEO entry: a `name` (or Open Graph `property`) and its content. */
export interface SeoMetaTag {
  name: string;
  content: string;
}

/**
 * A domain SEO entry (spec sections 3 and 7): meta tags every page served on that host carries
 * unless the page sets the same name itself. The locale is the document's (one document a locale).
 */
export interface DomainSeoEntry {
  /** Host name as the request names it, lower case, with a port if any (`jeton.example`). */
  host: string;
  meta: SeoMetaTag[];
}

/** The settings-seo section: the site's name, its custom code slots and the domain SEO entries. */
export interface SeoSettings {
  siteName: string;
  customCode: CustomCodeEntry[];
  domains: DomainSeoEntry[];
}

/** Bounds of the settings-seo section: custom code is sent with every page, so it stays small. */
export const SEO_SETTINGS_LIMITS = {
  customCodeEntries: 10,
  customCodeChars: 20_000,
  domains: 50,
  domainMeta: 20,
  metaNameChars: 100,
  metaContentChars: 500,
} as const;

export const DEFAULT_SEO_SETTINGS: SeoSettings = { siteName: 'Jeton', customCode: [], domains: [] };

export interface ContentConfig {
  locale: LocaleCode;
  /** The settings-seo section. */
  seo: SeoSettings;
  site: SiteConfig;
  auth: AuthConfig;
  cashier: CashierConfig;
  /** The games-config section: the game item config's site-wide values, the hall's types. */
  games: GamesConfig;
}

export const DEFAULT_BALANCE_REFRESH: BalanceRefreshSettings = {
  countSecondsForDelayBetweenClick: 1,
  isEnabledInterval: true,
  countSecondsForInterval: 10,
  isEnabledTurnOffRequests: true,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledRequestsAfterClick: true,
};

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  registration: {
    confirmEmailPopup: true,
    showCharacterSelect: false,
    showPromocode: true,
    showPromoFieldByDefault: false,
    terms: { isActive: true, defaultValue: false },
    notify: { isActive: true, defaultValue: false },
    markBetting: false,
  },
  authTypes: ['login'],
};

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  logos: { header: '/logo.svg', footer: '/logo.svg', alt: 'Jeton' },
  flags: {
    twoFactor: true,
    verificationProvider: 'sandbox',
    responsibleGaming: true,
    betHistory: true,
    visibleBettingNotice: false,
    clickableTitle: true,
  },
  balanceRefresh: DEFAULT_BALANCE_REFRESH,
  validator: { strategy: 'eager', postcodePattern: null },
  loader: { image: null },
  popupFallbacks: {},
  localeStrategy: 'prefix',
  redirects: [
    { from_url: '/casino', to_url: '/gamehall' },
    { from_url: '/fr/casino', to_url: '/fr/gamehall' },
    { from_url: '/promo/*', to_url: '/promotions/*' },
    { from_url: '/fr/promo/*', to_url: '/fr/promotions/*' },
  ],
  chat: { provider: 'builtin', config: {} },
};

export function defaultContentConfig(locale: LocaleCode): ContentConfig {
  return {
    locale,
    seo: DEFAULT_SEO_SETTINGS,
    site: DEFAULT_SITE_CONFIG,
    auth: DEFAULT_AUTH_CONFIG,
    cashier: DEFAULT_CASHIER_CONFIG,
    games: DEFAULT_GAMES_CONFIG,
  };
}
