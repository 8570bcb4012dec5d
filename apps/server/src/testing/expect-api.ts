import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallResult } from './app.js';

/** Asserts a 200 answer and gives its data. */
export function dataOf<T = Record<string, unknown>>(result: CallResult): T {
  expect(result.body.error, JSON.stringify(result.body.error)).toBeUndefined();
  expect(result.status).toBe(200);
  return result.body.data as T;
}

/** Asserts an error envelope of a catalogue type with its HTTP status; gives the error. */
export function errorOf(result: CallResult, type: string, status: number) {
  expect(result.body.error?.type, JSON.stringify(result.body)).toBe(type);
  expect(result.status).toBe(status);
  expect(result.body.data).toBeUndefined();
  return result.body.error!;
}

/** Asserts InvalidParameterException (400) with exactly these field errors. */
export function expectFieldErrors(result: CallResult, fields: Record<string, string>): void {
  const error = errorOf(result, 'InvalidParameterException', 400);
  expect(error.data?.fields).toEqual(fields);
}

/** The tables the account flows write to. */
const TABLES = [
  'users',
  'user_profiles',
  'sessions',
  'password_reset_tokens',
  'login_throttles',
  'outbox_messages',
  'ledger_accounts',
  'idempotency_requests',
] as const;

/** Row counts of the account tables, to show that a refused call wrote nothing. */
export async function rowCounts(db: Database): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`,
    );
    counts[table] = Number(row!.n);
  }
  return counts;
}
