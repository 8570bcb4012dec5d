import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One account per player per balance kind and currency, plus house accounts (code set, user null).
 * Player balances can never go below zero: the database refuses it, whatever the code does.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** House accounts are named: payment_clearing, game_house, bonus_expense, ... */
    code: text('code'),
    kind: text('kind').notNull(),
    /**
     * House accounts are split into shards, each its own account: a transfer touches the shard of
     * its player, so concurrent transfers do not all queue on one row lock. Player accounts: 0.
     */
    shard: smallint('shard').notNull().default(0),
    currency: char('currency', { length: 3 }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    isHouse: boolean('is_house').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_kind_currency').on(t.userId, t.kind, t.currency),
    uniqueIndex('ledger_accounts_code_currency_shard').on(t.code, t.currency, t.shard),
    check('ledger_accounts_owner', sql`(${t.userId} IS NULL) = ${t.isHouse}`),
    check('ledger_accounts_non_negative', sql`${t.isHouse} OR ${t.balanceMinor} >= 0`),
  ],
);

/** One business movement of money. Never edited: a reversal is another transaction. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Hash of what was asked, so a reused key with other data is refused. */
    requestHash: text('request_hash').notNull(),
    reference: text('reference').notNull().default(''),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index on reference: no query looks a transaction up by it, and every transfer would pay
  // for one more index entry. Add it with the first query that needs it.
);

/**
 * The legs of a transaction; per currency they sum to zero. A transaction has one leg per account
 * (`postTransfer` merges repeated accounts), so (transaction, account) is the key: one index that
 * finds a transaction's legs, rather than a serial id and a second index on the transaction.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The account's balance right after this posting, for statements. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.accountId] }),
    // An account's postings in the order they were made (transaction ids only grow).
    index('ledger_postings_account_idx').on(t.accountId, t.transactionId),
  ],
);
