import { type RuleFailure, rules } from '@jeton/domain';
import type { RequisitesKind } from './withdrawal-config.js';

// Where a withdrawal is paid to: checked before anything is written, and masked when shown back.

/** An IBAN without its spaces, upper case, or null when it is not one (ISO 13616, mod 97). */
export function normalizeIban(value: string): string | null {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? iban : null;
}

const CRYPTO_ADDRESS = /^(bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[0-9a-fA-F]{40})$/;

/** The requisites as stored, or the rule they fail. */
export function checkRequisites(
  kind: RequisitesKind,
  raw: string,
): { value: string } | { failure: RuleFailure } {
  const value = raw.trim();
  if (kind === 'none') return { value: '' };
  if (value === '') return { failure: { key: 'required' } };
  if (kind === 'iban') {
    const iban = normalizeIban(value);
    return iban ? { value: iban } : { failure: { key: 'custom' } };
  }
  if (kind === 'wallet_email') {
    const failure = rules.email(value);
    return failure ? { failure } : { value: value.toLowerCase() };
  }
  return CRYPTO_ADDRESS.test(value) ? { value } : { failure: { key: 'custom' } };
}

/** What the player sees of stored requisites: enough to recognise them, not to copy them. */
export function maskRequisites(value: string): string {
  if (value.length <= 8) return value;
  if (value.includes('@')) return value;
  return `${value.slice(0, 4)}…${value.slice(-4)}`;
}
