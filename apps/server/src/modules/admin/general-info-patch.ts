import { AppError, CURRENCY_CODES, type GeneralInfo, LOCALES } from '@jeton/domain';
import { z } from 'zod';

const seconds = z
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 3600);

/** Any subset of General info (spec section 3), each field checked; unknown fields are refused. */
export const generalInfoPatchSchema = z
  .object({
    analytic: z.record(z.string().max(100), z.string().max(500)),
    available_currencies: z.array(z.enum(CURRENCY_CODES as [string, ...string[]])).min(1),
    available_locales: z.array(z.enum(LOCALES)).min(1),
    default_currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
    is_seon_enabled: z.boolean(),
    domain_state: z.enum(['active', 'maintenance', 'disabled']),
    domain_type: z.string().min(1).max(50),
    /** 0 turns the inactivity log-out off. */
    time_to_force_logout: seconds,
    is_bonus_isolation_enabled: z.boolean(),
    is_game_history_export_enabled: z.boolean(),
    user_inactivity_cashier_time: seconds,
    user_inactivity_pp_time: seconds,
  })
  .partial()
  .strict();

export type GeneralInfoPatch = z.infer<typeof generalInfoPatchSchema>;

/** The patch, or InvalidParameterException naming each wrong field. */
export function parseGeneralInfoPatch(body: unknown): GeneralInfoPatch {
  const parsed = generalInfoPatchSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] = 'Unknown field';
    } else {
      fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
    }
  }
  throw new AppError('InvalidParameterException', 'Invalid general info', { data: { fields } });
}

/** Rules across fields, checked on the settings the patch would produce. */
export function checkGeneralInfo(info: GeneralInfo): void {
  if (!info.available_currencies.includes(info.default_currency)) {
    throw new AppError('InvalidParameterException', 'Invalid general info', {
      data: { fields: { default_currency: 'Must be one of available_currencies' } },
    });
  }
}
