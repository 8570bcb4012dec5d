import { z } from 'zod';
import type { LocaleCode } from '../locale.js';
import { type CashierConfig, DEFAULT_CASHIER_CONFIG } from './cashier-config.js';
import {
  type AuthConfig,
  type ContentConfig,
  CUSTOM_CODE_POSITIONS,
  DEFAULT_AUTH_CONFIG,
  DEFAULT_SEO_SETTINGS,
  DEFAULT_SITE_CONFIG,
  SEO_SETTINGS_LIMITS,
  type SeoSettings,
  type SiteConfig,
} from './content-config.js';
import { DEFAULT_GAMES_CONFIG, type GamesConfig, HALL_GAME_TYPES, VISIBLE_FULL_SCREEN } from './games.js';

// The document GET /nfx/cms-config/{locale} answers (spec section 7): one object per section. The
// web app reads the site config from `prazer-config` and the auth config from `auth-config`; the
// other sections belong to features that read them when they are built (docs/decisions/0009).

/** The cashier-config section; here rather than in cashier-config.ts, which stays zod-free. */
export const cashierConfigSchema = z.object({
  detalization: z.object({
    enableDetalization: z.boolean(),
    displayedDetalization: z.enum(['header-cashier', 'header-profile-menu']),
  }),
  paymentMethods: z.array(
    z.object({
      sysname: z.string().min(1),
      icons: z.array(z.string()),
      descriptions: z.array(z.string()),
    }),
  ),
  // Site paths only: an operator's typo must not send a player to another site.
  errorLinks: z.record(z.string(), z.string().regex(/^\/(?!\/)/)),
}) satisfies z.ZodType<CashierConfig>;

/** The games-config section (decision 0009); here rather than in games.ts, which stays zod-free. */
export const gamesConfigSchema = z.object({
  gameItem: z.object({
    canAccessSlotWithZeroBalance: z.boolean(),
    canVisibleFavoriteIcon: z.boolean(),
    visibleFullScreen: z.enum(VISIBLE_FULL_SCREEN),
    contentViewType: z.string(),
  }),
  types: z.array(z.enum(HALL_GAME_TYPES)),
}) satisfies z.ZodType<GamesConfig>;

export const CMS_CONFIG_SECTIONS = [
  'settings-seo',
  'prazer-config',
  'cashier-config',
  'games-config',
  'search-config',
  'loyalty',
  'forms-config',
  'auth-config',
  'meta-data-tool',
] as const;

export type CmsConfigSection = (typeof CMS_CONFIG_SECTIONS)[number];

export type CmsConfigDocument = Record<CmsConfigSection, Record<string, unknown>> & {
  'prazer-config': SiteConfig;
  'auth-config': AuthConfig;
};

const toggleOption = z.object({ isActive: z.boolean(), defaultValue: z.boolean() });
const seconds = z.number().finite().min(0);

export const siteConfigSchema = z.object({
  logos: z.object({ header: z.string().min(1), footer: z.string().min(1), alt: z.string() }),
  flags: z.object({
    twoFactor: z.boolean(),
    verificationProvider: z.string(),
    responsibleGaming: z.boolean(),
    betHistory: z.boolean(),
    visibleBettingNotice: z.boolean(),
    clickableTitle: z.boolean(),
  }),
  balanceRefresh: z.object({
    countSecondsForDelayBetweenClick: seconds,
    isEnabledInterval: z.boolean(),
    // Below one second the interval would hammer the API.
    countSecondsForInterval: z.number().finite().min(1),
    isEnabledTurnOffRequests: z.boolean(),
    countMinutesAfterWhichRequestsTurnedOff: seconds,
    isEnabledRequestsAfterClick: z.boolean(),
  }),
  validator: z.object({
    strategy: z.enum(['eager', 'submit']),
    postcodePattern: z.string().nullable(),
  }),
  loader: z.object({ image: z.string().nullable() }),
  popupFallbacks: z.record(z.string(), z.string()),
  localeStrategy: z.enum(['prefix', 'platform']),
  redirects: z.array(z.object({ from_url: z.string().min(1), to_url: z.string().min(1) })),
  chat: z.object({ provider: z.string(), config: z.record(z.string(), z.string()) }),
}) satisfies z.ZodType<SiteConfig>;

export const authConfigSchema = z.object({
  registration: z.object({
    confirmEmailPopup: z.boolean(),
    showCharacterSelect: z.boolean(),
    showPromocode: z.boolean(),
    showPromoFieldByDefault: z.boolean(),
    terms: toggleOption,
    notify: toggleOption,
    markBetting: z.boolean(),
  }),
  authTypes: z.array(z.string()),
}) satisfies z.ZodType<AuthConfig>;

const looseSection = z.record(z.string(), z.unknown());
const limits = SEO_SETTINGS_LIMITS;

/**
 * The settings-seo section. Extra keys (favicon) pass through; what the site renders is bounded:
 * custom code by count and size, meta tags by count, name (letters, digits, `:._-`) and length.
 */
export const seoSettingsSchema = z.looseObject({
  siteName: z.string().max(100),
  customCode: z
    .array(
      z.object({
        isEnabled: z.boolean(),
        position: z.enum(CUSTOM_CODE_POSITIONS),
        code: z.string().max(limits.customCodeChars),
      }),
    )
    .max(limits.customCodeEntries),
  domains: z
    .array(
      z.object({
        // A host name with an optional port, lower case: what a request's Host header says.
        host: z.string().regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/),
        meta: z
          .array(
            z.object({
              name: z
                .string()
                .min(1)
                .max(limits.metaNameChars)
                .regex(/^[A-Za-z0-9:._-]+$/),
              content: z.string().max(limits.metaContentChars),
            }),
          )
          .max(limits.domainMeta),
      }),
    )
    .max(limits.domains),
}) satisfies z.ZodType<SeoSettings>;

/** A complete document, as the seed files must be: every section, the two typed ones valid. */
export const cmsConfigDocumentSchema = z.object({
  'settings-seo': seoSettingsSchema,
  'prazer-config': siteConfigSchema,
  'cashier-config': cashierConfigSchema,
  'games-config': gamesConfigSchema,
  'search-config': looseSection,
  loyalty: looseSection,
  'forms-config': looseSection,
  'auth-config': authConfigSchema,
  'meta-data-tool': looseSection,
});

export interface ContentConfigReading {
  config: ContentConfig;
  /** Sections that were missing or invalid and fell back to the defaults, for the log. */
  problems: string[];
}

/**
 * The web app's content config from a served document. An operator edits the document by hand, so
 * it is read leniently: each typed section is laid over its defaults (a missing field keeps the
 * default), and a section that is still invalid falls back to the defaults as a whole.
 */
export function contentConfigFromDocument(locale: LocaleCode, document: unknown): ContentConfigReading {
  const problems: string[] = [];
  const sections = isPlainObject(document) ? document : {};
  if (!isPlainObject(document)) problems.push('document is not an object');
  const read = <T>(name: CmsConfigSection, schema: z.ZodType<T>, fallback: T): T => {
    const parsed = schema.safeParse(mergeOver(fallback, sections[name]));
    if (parsed.success) return parsed.data;
    problems.push(`${name}: ${parsed.error.issues.map((i) => i.path.join('.') || 'section').join(', ')}`);
    return fallback;
  };
  return {
    config: {
      locale,
      seo: read('settings-seo', seoSettingsSchema, DEFAULT_SEO_SETTINGS),
      site: read('prazer-config', siteConfigSchema, DEFAULT_SITE_CONFIG),
      auth: read('auth-config', authConfigSchema, DEFAULT_AUTH_CONFIG),
      cashier: read('cashier-config', cashierConfigSchema, DEFAULT_CASHIER_CONFIG),
      games: read('games-config', gamesConfigSchema, DEFAULT_GAMES_CONFIG),
    },
    problems,
  };
}

/** `value` laid over `base`: objects merge key by key, anything else (arrays included) replaces. */
function mergeOver(base: unknown, value: unknown): unknown {
  if (value === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(value)) return value;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, item] of Object.entries(value)) merged[key] = mergeOver(base[key], item);
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
