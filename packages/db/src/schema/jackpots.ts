import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from './backoffice.js';
import { ledgerAccounts, ledgerTransactions } from './ledger.js';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

// Must-drop progressive jackpots (decision 0061). The pool's money lives in the ledger only: each
// jackpot has its own house account (`pool_account_id`); these tables hold the terms and cycles.

export const JACKPOT_STATUSES = ['active', 'paused'] as const;

/** A jackpot: what does not change with its terms (its sysname, currency and pool account). */
export const jackpots = pgTable(
  'jackpots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sysname: text('sysname').notNull().unique(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').notNull().default('active'),
    /** The terms in force: a row of jackpot_versions. */
    version: integer('version').notNull(),
    /** The jackpot's own ledger account (code `jackpot_pool:{id}`): its balance is the amount shown. */
    poolAccountId: bigint('pool_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('jackpots_status', sql`${t.status} IN ('active', 'paused')`),
    uniqueIndex('jackpots_pool_account').on(t.poolAccountId),
  ],
);

/**
 * A jackpot's terms, versioned: an edit adds a version and never changes a row. Contributions use
 * the version in force; a cycle copies its drop range and seed when it starts, so an edit never
 * changes a running cycle's drawn amount.
 */
export const jackpotVersions = pgTable(
  'jackpot_versions',
  {
    jackpotId: bigint('jackpot_id', { mode: 'number' })
      .notNull()
      .references(() => jackpots.id),
    version: integer('version').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    seedMinor: bigint('seed_minor', { mode: 'bigint' }).notNull(),
    /** The share of each real-money stake, in basis points (100 = 1 %). */
    rateBp: integer('rate_bp').notNull(),
    dropMinMinor: bigint('drop_min_minor', { mode: 'bigint' }).notNull(),
    dropMaxMinor: bigint('drop_max_minor', { mode: 'bigint' }).notNull(),
    /** Game sysnames that feed it; empty: every house game. */
    games: jsonb('games').$type<string[]>().notNull().default([]),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jackpotId, t.version] }),
    check('jackpot_versions_rate', sql`${t.rateBp} BETWEEN 1 AND 1000`),
    check('jackpot_versions_seed', sql`${t.seedMinor} >= 0 AND ${t.seedMinor} < ${t.dropMinMinor}`),
    check('jackpot_versions_range', sql`${t.dropMinMinor} <= ${t.dropMaxMinor}`),
  ],
);

/**
 * One run of a jackpot from its seed to its drop. The drop amount is drawn when the cycle starts
 * and kept secret; its commitment sha256("{amount}:{salt}") is public from the start, and the
 * amount and salt are shown once it has dropped, so anyone can check the draw was not moved.
 */
export const jackpotCycles = pgTable(
  'jackpot_cycles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpotId: bigint('jackpot_id', { mode: 'number' })
      .notNull()
      .references(() => jackpots.id),
    /** 1, 2, … per jackpot: keys the cycle's seed and win transfers. */
    number: integer('number').notNull(),
    /** The terms version the cycle was drawn under. */
    version: integer('version').notNull(),
    dropMinMinor: bigint('drop_min_minor', { mode: 'bigint' }).notNull(),
    dropMaxMinor: bigint('drop_max_minor', { mode: 'bigint' }).notNull(),
    dropAmountMinor: bigint('drop_amount_minor', { mode: 'bigint' }).notNull(),
    salt: text('salt').notNull(),
    commitment: text('commitment').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }),
    wonBy: bigint('won_by', { mode: 'number' }).references(() => users.id),
    winAmountMinor: bigint('win_amount_minor', { mode: 'bigint' }),
    winGame: text('win_game'),
    winTransactionId: bigint('win_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
  },
  (t) => [
    uniqueIndex('jackpot_cycles_number').on(t.jackpotId, t.number),
    // At most one running cycle per jackpot, whatever the code does.
    uniqueIndex('jackpot_cycles_one_open').on(t.jackpotId).where(sql`${t.wonAt} IS NULL`),
    // The winners list: newest first.
    index('jackpot_cycles_won_idx').on(t.wonAt).where(sql`${t.wonAt} IS NOT NULL`),
    check(
      'jackpot_cycles_drop_in_range',
      sql`${t.dropAmountMinor} BETWEEN ${t.dropMinMinor} AND ${t.dropMaxMinor}`,
    ),
    check(
      'jackpot_cycles_won',
      sql`(${t.wonAt} IS NULL) = (${t.wonBy} IS NULL AND ${t.winAmountMinor} IS NULL AND ${t.winTransactionId} IS NULL)`,
    ),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const jackpotsOwners = tableOwners(
  ownedBy('modules/jackpots', [jackpotCycles, jackpotVersions, jackpots]),
);
