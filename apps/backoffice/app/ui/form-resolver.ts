import { formatRuleFailure, type LocaleCode, type RuleFailure, ruleIssueOf } from '@jeton/domain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// react-hook-form runs the contract's zod schemas (the ones the server checks), with the shared
// validation messages of @jeton/domain in the operator's locale. The same mapping as the player site's.

type Issue = z.core.$ZodIssue;

export function issueMessage(issue: Issue, locale: LocaleCode): string {
  const rule = ruleIssueOf(issue as { params?: unknown }) ?? builtInFailure(issue);
  return formatRuleFailure(rule, locale);
}

function builtInFailure(issue: Issue): RuleFailure {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return { key: 'maxLength', params: { max: issue.maximum } };
  if (issue.code === 'too_small' && typeof issue.minimum === 'number' && issue.minimum > 1)
    return { key: 'minLength', params: { min: issue.minimum } };
  if (issue.code === 'invalid_format') {
    // A code of N digits (the authenticator's): say so rather than "wrong value".
    // zod spells the pattern as a regex literal: "/^\d{6}$/".
    const digits = /^\/\^\\d\{(\d+)\}\$\/$/.exec(String((issue as { pattern?: unknown }).pattern ?? ''));
    if (digits) return { key: 'code', params: { length: Number(digits[1]) } };
    if ((issue as { format?: unknown }).format === 'email') return { key: 'email' };
    return { key: 'custom' };
  }
  if (issue.code === 'invalid_value') return { key: 'choice' };
  return { key: 'required' };
}

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
