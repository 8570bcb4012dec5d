import { InvalidBetError } from './errors.js';

/**
 * Small readers for bets that arrive as untrusted JSON. They accept exactly the fields a
 * game knows and throw InvalidBetError on anything else, so hostile input never reaches
 * the maths.
 */
export type JsonRecord = Record<string, unknown>;

export function readRecord(input: unknown, what: string, allowedKeys: readonly string[]): JsonRecord {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new InvalidBetError(`${what} must be an object`);
  }
  for (const key of Object.keys(input)) {
    if (!allowedKeys.includes(key)) throw new InvalidBetError(`${what} has an unknown field "${key}"`);
  }
  return input as JsonRecord;
}

export function readInteger(record: JsonRecord, key: string, min: number, max: number): number {
  const value = record[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new InvalidBetError(`${key} must be an integer from ${min} to ${max}`);
  }
  return value;
}

export function readChoice<T extends string>(record: JsonRecord, key: string, choices: readonly T[]): T {
  const value = record[key];
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new InvalidBetError(`${key} must be one of ${choices.join(', ')}`);
  }
  return value as T;
}

export function readOptionalBoolean(record: JsonRecord, key: string): boolean {
  const value = record[key];
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new InvalidBetError(`${key} must be true or false`);
  return value;
}

export function readArray(record: JsonRecord, key: string, minLength: number, maxLength: number): unknown[] {
  const value = record[key];
  if (!Array.isArray(value) || value.length < minLength || value.length > maxLength) {
    throw new InvalidBetError(`${key} must be a list of ${minLength} to ${maxLength} items`);
  }
  return value;
}
