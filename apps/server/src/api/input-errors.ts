import {
  AppError,
  formatRuleFailure,
  type LocaleCode,
  ruleIssueOf,
  unstorableTextPaths,
} from '@jeton/domain';
import type { z } from 'zod';

/**
 * Validates input against its schema, answering the API's field errors: the one way the product
 * API, the back office and handlers that pick a schema themselves read what a caller sent.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, locale: LocaleCode): z.output<S> {
  // Before the schema: no schema has to think of it, and the field says why, not "Check this value".
  const unstorable = unstorableTextError(input, locale);
  if (unstorable) throw unstorable;
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalidParameters(parsed.error, locale, input);
  return parsed.data;
}

/** Text the database cannot store (decision 0085), in any field: the error naming each such field. */
export function unstorableTextError(input: unknown, locale: LocaleCode): AppError | undefined {
  const paths = unstorableTextPaths(input);
  if (paths.length === 0) return undefined;
  const message = formatRuleFailure({ key: 'storableText' }, locale);
  return AppError.invalidParameters(Object.fromEntries(paths.map((path) => [fieldName(path), message])));
}

/**
 * Zod issues as the API's field errors, each message in the caller's locale. A missing field says
 * "Field is required"; a failed rule says its own message; anything else (wrong type, too long) a
 * plain message, never the library's wording.
 */
export function invalidParameters(error: z.ZodError, locale: LocaleCode, rawInput: unknown): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = fieldName(issue.path);
    if (fields[field]) continue;
    const rule = ruleIssueOf(issue as { params?: unknown });
    if (rule) {
      fields[field] = formatRuleFailure(rule, locale);
    } else if (isMissing(rawInput, issue.path)) {
      // Whatever zod calls it (a missing enum is invalid_value), a field not sent is required.
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

/**
 * Whether the caller sent nothing at this path. A path that runs into a value of another shape
 * (a string that a transform made a list) points at something that was sent.
 */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  let current = input;
  for (const key of path) {
    if (current === undefined || current === null) return true;
    if (typeof current !== 'object') return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current === undefined;
}

/** The form field an issue belongs to: list positions are dropped, since forms name lists, not items. */
function fieldName(path: readonly PropertyKey[]): string {
  const names = path.filter((key) => typeof key !== 'number').map(String);
  return names.length > 0 ? names.join('.') : '_';
}
