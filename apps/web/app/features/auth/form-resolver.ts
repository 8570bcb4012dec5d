import { issueMessage, type LocaleCode, ruleIssueOf } from '@jeton/domain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// react-hook-form runs the shared zod forms of @jeton/domain; the zod messages are English, so each
// failing issue is worded again in the page's locale (issueMessage).

/**
 * A react-hook-form resolver for a zod form. `extra` adds values that are not fields (a restore
 * token). On success the form receives zod's output: the login normalized, for instance.
 */
export function zodFormResolver<TValues extends FieldValues, TOutput extends FieldValues = TValues>(
  schema: z.ZodType<TOutput>,
  locale: LocaleCode,
  extra: Readonly<Record<string, unknown>> = {},
): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    const result = await schema.safeParseAsync({ ...values, ...extra });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      if (!name || errors[name]) continue;
      const rule = ruleIssueOf(issue as { params?: unknown });
      errors[name] = { type: rule?.key ?? issue.code, message: issueMessage(issue, locale) };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
