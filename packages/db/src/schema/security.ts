import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

/**
 * Two-factor recovery codes: each one logs in once in place of an authenticator code. Only a hash
 * is kept; a new set (or turning two-factor off) deletes the old one.
 */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Wrong second-factor codes per account (decision 0084), whatever address they come from: the tries
 * of the current window, and the lock they led to. One row per operator or player who ever got a
 * code wrong; the application reads and writes it under a row lock, so concurrent codes all count.
 */
export const secondFactorFailures = pgTable(
  'second_factor_failures',
  {
    /** operator or player: the table of account_id. */
    accountKind: text('account_kind').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Codes checked since the window started and not followed by a successful log-in. */
    tries: integer('tries').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** The latest lock: when it started and ends (in the past once over). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Lockouts, each soon after the one before: the lock's length doubles with each. */
    lockoutsInARow: integer('lockouts_in_a_row').notNull().default(0),
    /** Log-ins refused by the latest lock. */
    refusedWhileLocked: integer('refused_while_locked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountKind, t.accountId] }),
    check('second_factor_failures_kind', sql`${t.accountKind} IN ('operator', 'player')`),
    // The administrators' dashboard lists operators' recent lockouts.
    index('second_factor_failures_locked_idx').on(t.accountKind, t.lockedAt),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const securityOwners = tableOwners(
  ownedBy('modules/auth', [secondFactorFailures]),
  ownedBy('modules/security', [twoFactorRecoveryCodes]),
);
