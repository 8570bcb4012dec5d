import { AppError, type GeneralInfo } from '@jeton/domain';
import { type GeneralInfoPatch, generalInfoPatchSchema } from '@jeton/domain/backoffice';

// The General info patch's schema is the back office's contract (settings/updateGeneralInfo): this
// bearer-token API takes the same.

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
