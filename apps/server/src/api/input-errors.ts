import { AppError, formatRuleFailure, type LocaleCode, ruleIssueOf } from '@jeton/domain';
import type { z } from 'zod';

/** Validates input against a schema a handler picks itself, answering the API's field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, locale: LocaleCode): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalidParameters(parsed.error, locale, input);
  return parsed.data;
}

/**
 * Zod issues as the API's field errors, each message in the caller's locale. A missing field says
 * "Field is required"; a failed rule says its own message; anything else (wrong type, too long) a
 * plain message, never the library's wording.
 */
export function invalidParameters(error: z.ZodError, locale: LocaleCode, rawInput: unknown): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (fields[field]) continue;
    const rule = ruleIssueOf(issue as { params?: unknown });
    if (rule) {
      fields[field] = formatRuleFailure(rule, locale);
    } else if (issue.code === 'invalid_type' && valueAt(rawInput, issue.path) === undefined) {
      fields[field] = formatRuleFailure({ key: 'required' }, locale);
    } else if (issue.code === 'too_big' && issue.origin === 'string') {
      fields[field] = formatRuleFailure({ key: 'maxLength', params: { max: Number(issue.maximum) } }, locale);
    } else if (issue.code === 'too_small' && issue.origin === 'string') {
      fields[field] = formatRuleFailure({ key: 'minLength', params: { min: Number(issue.minimum) } }, locale);
    } else if (issue.code === 'invalid_value') {
      fields[field] = formatRuleFailure({ key: 'choice' }, locale);
    } else {
      fields[field] = formatRuleFailure({ key: 'custom' }, locale);
    }
  }
  return AppError.invalidParameters(fields);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
