import { z } from 'zod';
import { generalInfoSchema } from '../api/metadata.js';
import { LOCALES } from '../locale.js';
import { CURRENCY_CODES } from '../money.js';

// settings/get, settings/updateGeneralInfo, settings/updateContentConfig: what an administrator
// changes on the running site (spec section 3 General info, the content configuration per locale).

const currencyCode = z.enum(CURRENCY_CODES as [string, ...string[]]);

/** Seconds, from 0 (0 turns an inactivity time off) to a week. */
export const settingSecondsSchema = z
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 3600);

export const DOMAIN_STATES = ['active', 'maintenance', 'disabled'] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

/**
 * Any subset of the General info an operator may change (the sandbox providers and redirect hosts
 * come from the server's configuration); unknown fields are refused. Also the /admin API's input.
 */
export const generalInfoPatchSchema = z
  .object({
    analytic: z.record(z.string().max(100), z.string().max(500)),
    available_currencies: z.array(currencyCode).min(1),
    available_locales: z.array(z.enum(LOCALES)).min(1),
    default_currency: currencyCode,
    is_seon_enabled: z.boolean(),
    domain_state: z.enum(DOMAIN_STATES),
    domain_type: z.string().trim().min(1).max(50),
    /** 0 turns the inactivity log-out off. */
    time_to_force_logout: settingSecondsSchema,
    is_bonus_isolation_enabled: z.boolean(),
    is_game_history_export_enabled: z.boolean(),
    user_inactivity_cashier_time: settingSecondsSchema,
    user_inactivity_pp_time: settingSecondsSchema,
  })
  .partial()
  .strict();
export type GeneralInfoPatch = z.output<typeof generalInfoPatchSchema>;

/** The content configuration's JSON text, at most 256 KiB. */
export const CONTENT_CONFIG_MAX_CHARS = 262_144;

export const contentConfigUpdateInput = z
  .object({
    locale: z.enum(LOCALES),
    document: z.string().min(2).max(CONTENT_CONFIG_MAX_CHARS),
  })
  .strict();

export const settingsAnswer = z.object({
  generalInfo: generalInfoSchema,
  /** Each locale's content configuration document, as pretty JSON text ('' when there is none). */
  contentConfig: z.record(z.enum(LOCALES), z.string()),
});
export type SettingsView = z.output<typeof settingsAnswer>;

export const generalInfoAnswer = generalInfoSchema;
export const contentConfigAnswer = z.object({ locale: z.enum(LOCALES), document: z.string() });
