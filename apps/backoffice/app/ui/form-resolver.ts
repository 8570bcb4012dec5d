import { issueMessage, type LocaleCode } from '@jeton/domain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// react-hook-form runs the contract's zod schemas (the ones the server checks), with the shared
// validation messages of @jeton/domain (issueMessage) in the operator's locale.

/** A resolver for a zod schema; `extra` adds values that are not fields (the record's id). */
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
      errors[name] = { type: issue.code, message: issueMessage(issue, locale) };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
