import type { z } from 'zod';
import type { LocaleCode } from '../locale.js';
import { ruleIssueOf } from './fields.js';
import { formatRuleFailure, type RuleFailure } from './messages.js';

// What a form shows for one zod issue, in the page's locale: the shared rule when the issue carries
// one (zod's own message is English), else the nearest rule for zod's built-in check. Used by the
// player site's and the back office's form resolvers alike.

type Issue = z.core.$ZodIssue;

export function issueMessage(issue: Issue, locale: LocaleCode): string {
  return formatRuleFailure(issueRuleFailure(issue), locale);
}

export function issueRuleFailure(issue: Issue): RuleFailure {
  return ruleIssueOf(issue as { params?: unknown }) ?? builtInFailure(issue);
}

function builtInFailure(issue: Issue): RuleFailure {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return { key: 'maxLength', params: { max: issue.maximum } };
  }
  // At least one character is "fill in this field", not "use at least 1 character".
  if (issue.code === 'too_small' && typeof issue.minimum === 'number' && issue.minimum > 1) {
    return { key: 'minLength', params: { min: issue.minimum } };
  }
  if (issue.code === 'invalid_format') {
    // A code of N digits (an authenticator's): say so. zod spells the pattern as a regex literal.
    const digits = /^\/\^\\d\{(\d+)\}\$\/$/.exec(String((issue as { pattern?: unknown }).pattern ?? ''));
    if (digits) return { key: 'code', params: { length: Number(digits[1]) } };
    if ((issue as { format?: unknown }).format === 'email') return { key: 'email' };
    return { key: 'custom' };
  }
  if (issue.code === 'invalid_value') return { key: 'choice' };
  return { key: 'required' };
}
