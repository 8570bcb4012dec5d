import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { CURRENCY_CODES } from '../money.js';
import { MARKETING_VALUE_MAX_LENGTH } from '../tracking.js';
import { formatRuleFailure, type RuleFailure } from './messages.js';
import type { Rule } from './rules.js';
import * as rules from './rules.js';

// Zod field schemas built on the rules, so the form and the API handler check the same thing.
// A failing rule travels in the issue's params; the server formats it in the request's locale.

export interface RuleIssueParams {
  rule: RuleFailure;
}

export function ruleIssueOf(issue: { params?: unknown }): RuleFailure | undefined {
  const params = issue.params as Partial<RuleIssueParams> | undefined;
  return params?.rule;
}

/** Upper bound on any free-text field, so a hostile body cannot make us work on megabytes. */
export const MAX_TEXT_LENGTH = 255;

export function ruleField(rule: Rule, maxLength = MAX_TEXT_LENGTH) {
  return z
    .string()
    .max(maxLength)
    .superRefine((value, ctx) => {
      const failure = rule(value);
      if (failure) {
        ctx.addIssue({ code: 'custom', message: formatRuleFailure(failure), params: { rule: failure } });
      }
    });
}

/** Form data carries booleans as 1/0, true/false or on. */
export const formBoolean = z.preprocess((value) => {
  if (value === true || value === '1' || value === 'true' || value === 'on') return true;
  if (value === false || value === '0' || value === 'false' || value === '') return false;
  return value;
}, z.boolean());

export const requiredCheckbox = formBoolean.superRefine((value, ctx) => {
  const failure = rules.requiredCheckbox(value);
  if (failure)
    ctx.addIssue({ code: 'custom', message: formatRuleFailure(failure), params: { rule: failure } });
});

export const loginField = ruleField(rules.login).transform(rules.normalizeLogin);
export const passwordField = ruleField(rules.password);
/** At log-in only presence is checked: the rules of the day must not lock out older passwords. */
export const currentPasswordField = ruleField(rules.required, 128);
export const fakenameField = ruleField(rules.fakename, 32);
export const emailField = ruleField(rules.email).transform((v) => v.trim().toLowerCase());
export const phoneField = ruleField(rules.phone, 32).transform(rules.normalizeLogin);
export const personNameField = ruleField(rules.personName, 100);
export const addressField = ruleField(rules.address);
export const postcodeField = ruleField(rules.postcode());
export const verificationCodeField = ruleField(rules.verificationCode, 16);
export const currencyField = z.enum(CURRENCY_CODES as [string, ...string[]]);
export const localeField = z.enum(LOCALES);
export const promoCodeField = z.string().trim().max(64);

export function dateField(bounds?: { min?: Date; max?: Date }) {
  return ruleField(rules.date(bounds), 10);
}

const marketingValue = z.string().trim().max(MARKETING_VALUE_MAX_LENGTH).optional();

/** The marketing parameters a registration carries, each optional. */
export const marketingFields = {
  track_id: marketingValue,
  show_popup_reg: marketingValue,
  publisher_id: marketingValue,
  goal_id: marketingValue,
  goal_entry_id: marketingValue,
  link_id: marketingValue,
  /** The fraud-fingerprint session of the browser (section 7's seon_session). */
  seon_session: z.string().trim().max(128).optional(),
};
