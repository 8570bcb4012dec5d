import { hash, randomInt } from 'node:crypto';

// Recovery codes: what a player types when the authenticator app is lost. Each is 12 characters
// of a 31-letter alphabet without look-alikes (0/o, 1/l/i), shown as three groups of four: 59 random
// bits, too many to guess online (log-ins are throttled) or to brute-force from a leaked hash.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;
/** What a typed code may look like before normalising: letters, digits, dashes and spaces. */
export const RECOVERY_CODE_INPUT = /^[A-Za-z0-9 -]{12,20}$/;

export function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** The code as it is hashed: lower case, without the dashes and spaces players may type or not. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * The stored form of a code. The player's id is part of the input, so one code hash never
 * matches another player's row and a leaked table cannot be attacked all at once.
 */
export function hashRecoveryCode(userId: number, typed: string): string {
  return hash('sha256', `recovery:${userId}:${normaliseRecoveryCode(typed)}`, 'hex');
}
