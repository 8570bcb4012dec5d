import {
  FAKENAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POSTCODE_MAX_DIGITS,
  VERIFICATION_CODE_LENGTH,
} from '../constants.js';
import type { RuleFailure } from './messages.js';

// The rules of spec section 5 as pure functions: a value in, a failure or null out.
// Forms in the web app and zod schemas on the server both call these.

export type Rule<T = string> = (value: T) => RuleFailure | null;

const NAME_FORBIDDEN = '@_"!?#$%^&*(){}[]|/\\<>~§+:;`';
const ADDRESS_FORBIDDEN = [...NAME_FORBIDDEN].filter((c) => c !== '/' && c !== '|').join('');
/** Printable ASCII except space: what a password may hold. */
const PASSWORD_ALLOWED = /^[\x21-\x7e]$/;
const FAKENAME_FORBIDDEN = `${NAME_FORBIDDEN}'=,.`;

const isBlank = (value: string) => value.trim().length === 0;
const hasAny = (value: string, chars: string) => [...value].some((c) => chars.includes(c));

export const required: Rule = (value) => (isBlank(value) ? { key: 'required' } : null);

export const minLength =
  (min: number): Rule =>
  (value) =>
    value.length < min ? { key: 'minLength', params: { min } } : null;

export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max ? { key: 'maxLength', params: { max } } : null;

/** name@domain with one or two dot parts in the domain, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/;

/** Spaces around the address are typing noise that the fields trim away; spaces inside are wrong. */
export const email: Rule = (value) => {
  if (isBlank(value)) return { key: 'emailEmpty' };
  return EMAIL_PATTERN.test(value.trim()) ? null : { key: 'email' };
};

/** International phone number: optional leading +, 7 to 15 digits, spaces and dashes ignored. */
export const phone: Rule = (value) => {
  if (isBlank(value)) return { key: 'required' };
  const digits = value.replace(/[\s-]/g, '').replace(/^\+/, '');
  return /^[1-9]\d{6,14}$/.test(digits) ? null : { key: 'phone' };
};

export function isEmailLogin(login: string): boolean {
  return login.includes('@');
}

/** The login is an email or a phone number; the leading plus is stripped before sending. */
export const login: Rule = (value) => {
  if (isBlank(value)) return { key: 'required' };
  if (isEmailLogin(value)) return email(value);
  // Letters without an @ are neither: say both are possible rather than "wrong phone number".
  if (/\p{L}/u.test(value)) return { key: 'login' };
  return phone(value);
};

export function normalizeLogin(value: string): string {
  const trimmed = value.trim();
  if (isEmailLogin(trimmed)) return trimmed.toLowerCase();
  return trimmed.replace(/^\+/, '').replace(/[\s-]/g, '');
}

export const password: Rule = (value): RuleFailure | null => {
  if (value.length === 0) return { key: 'required' };
  if (value.length < PASSWORD_MIN_LENGTH) return { key: 'minLength', params: { min: PASSWORD_MIN_LENGTH } };
  if (value.length > PASSWORD_MAX_LENGTH) return { key: 'maxLength', params: { max: PASSWORD_MAX_LENGTH } };
  const disallowed = [...new Set([...value].filter((c) => !PASSWORD_ALLOWED.test(c)))];
  if (disallowed.length > 0) {
    // The space is named, the others listed as they are.
    const chars = disallowed.map((c) => (c === ' ' ? '{space}' : c)).join(' ');
    return { key: 'passwordChars', params: { chars } };
  }
  return null;
};

export const passwordRepeat =
  (previous: string): Rule =>
  (value) =>
    value === previous ? null : { key: 'passwordRepeat' };

export const fakename: Rule = (value) => {
  if (isBlank(value)) return { key: 'required' };
  if (value.length < FAKENAME_MIN_LENGTH) return { key: 'minLength', params: { min: FAKENAME_MIN_LENGTH } };
  if (/\s/.test(value) || hasAny(value, FAKENAME_FORBIDDEN)) return { key: 'fakename' };
  return null;
};

export const personName: Rule = (value) => {
  if (isBlank(value)) return { key: 'required' };
  return /\d/.test(value) || hasAny(value, NAME_FORBIDDEN) ? { key: 'name' } : null;
};

export const address: Rule = (value) => {
  if (isBlank(value)) return { key: 'required' };
  return hasAny(value, ADDRESS_FORBIDDEN) ? { key: 'address' } : null;
};

export const postcode =
  (pattern?: RegExp): Rule =>
  (value) => {
    if (isBlank(value)) return { key: 'required' };
    const re = pattern ?? new RegExp(`^\\d{1,${POSTCODE_MAX_DIGITS}}$`);
    return re.test(value) ? null : { key: 'postcode' };
  };

export const verificationCode: Rule = (value) => {
  if (isBlank(value)) return { key: 'required' };
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value)
    ? null
    : { key: 'code', params: { length: VERIFICATION_CODE_LENGTH } };
};

export const cardHolder: Rule = (value) => {
  if (isBlank(value)) return { key: 'required' };
  return /^[\p{L} .'-]+$/u.test(value) ? null : { key: 'cardHolder' };
};

/** dd.mm.yyyy (or with , ' - separators); the year has four digits and lies within the bounds. */
export const date =
  (bounds: { min?: Date; max?: Date } = {}): Rule =>
  (value) => {
    if (isBlank(value)) return { key: 'required' };
    if (!/^[\d,.'-]+$/.test(value)) return { key: 'date' };
    const parts = value.split(/[,.'-]/);
    if (parts.length !== 3) return { key: 'date' };
    const [dd, mm, yyyy] = parts as [string, string, string];
    if (!/^\d{4}$/.test(yyyy) || !/^\d{1,2}$/.test(dd) || !/^\d{1,2}$/.test(mm)) return { key: 'date' };
    const parsed = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
    if (parsed.getUTCDate() !== Number(dd) || parsed.getUTCMonth() !== Number(mm) - 1) return { key: 'date' };
    if ((bounds.min && parsed < bounds.min) || (bounds.max && parsed > bounds.max)) {
      return { key: 'dateRange', params: { min: formatDay(bounds.min), max: formatDay(bounds.max) } };
    }
    return null;
  };

function formatDay(value: Date | undefined): string {
  if (!value) return '…';
  const dd = String(value.getUTCDate()).padStart(2, '0');
  const mm = String(value.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${value.getUTCFullYear()}`;
}

/** A positive integer without leading zero (commas stripped), within the method's limits. */
export const sum =
  (limits: { min: number; max: number }): Rule =>
  (value) => {
    const cleaned = value.replaceAll(',', '').trim();
    if (cleaned === '') return { key: 'required' };
    if (!/^[1-9]\d*$/.test(cleaned)) return { key: 'sum' };
    const amount = Number(cleaned);
    return amount < limits.min || amount > limits.max
      ? { key: 'sumRange', params: { min: limits.min, max: limits.max } }
      : null;
  };

export const requiredCheckbox: Rule<boolean> = (value) => (value ? null : { key: 'checkbox' });

export const custom =
  (pattern?: RegExp): Rule =>
  (value) => {
    if (pattern) return pattern.test(value) ? null : { key: 'custom' };
    return isBlank(value) ? { key: 'required' } : null;
  };

/** Runs rules in order and answers the first failure. */
export function firstFailure<T>(value: T, rules: readonly Rule<T>[]): RuleFailure | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}
