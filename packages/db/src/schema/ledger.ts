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
import { ownedBy, tableOwners } from './owners.js';
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

/**
 * Every transfer code the database accepts as a transaction's kind: the server's typed catalogue
 * (`apps/server/src/ledger/transfer-codes.ts`, which says what each one means) must name exactly
 * these, and a test compares the catalogue with the migrated database's check. A CHECK rather than a
 * foreign key to a table of codes: a foreign key would lock the code's row on every transfer.
 * A new code is added here and in the catalogue, then a migration is generated.
 */
export const LEDGER_TRANSFER_CODES = [
  'deposit',
  'withdrawal_reserve',
  'withdrawal_post',
  'withdrawal_void',
  'withdrawal_expire',
  'withdrawal',
  'withdrawal_return',
  'game_bet',
  'game_win',
  'game_rollback',
  'fun_top_up',
  'bonus_grant',
  'bonus_conversion',
  'bonus_forfeit',
  'betting_bonus_grant',
  'betting_bonus_forfeit',
  'cashback',
  'tournament_prize',
  'jackpot_contribution',
  'jackpot_win',
  'loyalty_points_award',
  'loyalty_points_reversal',
  'shop_purchase',
  'sports_bet_reserve',
  'sports_bet_post',
  'sports_bet_void',
  'sports_bet_expire',
  'sports_bet_win',
  'sports_bet_cash_out',
  'manual_adjustment',
] as const;

const quotedList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One business movement of money. Never edited: a reversal is another transaction. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Its transfer code, from the catalogue (`LEDGER_TRANSFER_CODES`). */
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
  (t) => [
    check('ledger_transactions_kind_known', sql`${t.kind} IN (${quotedList(LEDGER_TRANSFER_CODES)})`),
    // The back office's daily report reads a range of days. A BRIN index: rows are appended in
    // time order, so a few bytes per block range find them, and a transfer pays almost nothing.
    index('ledger_transactions_created_brin').using('brin', t.createdAt),
  ],
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

export const PENDING_TRANSFER_STATUSES = ['pending', 'posted', 'voided', 'expired'] as const;

/**
 * Two-phase transfers (decision 0028): money reserved from a source into a hold account by one
 * ledger transfer, then, exactly once, posted to a destination, voided back to the source or
 * expired back to it by the sweep, each one more ledger transfer. This row carries the state; the
 * ledger rows stay the only record of the money.
 */
export const ledgerPendingTransfers = pgTable(
  'ledger_pending_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The caller's key (`withdrawal:42`); its ledger transfers are `{key}:reserve` and `{key}:settle`. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The reserve's transfer code, which names the kind of two-phase transfer (withdrawal, sports bet). */
    code: text('code').notNull(),
    reference: text('reference').notNull().default(''),
    sourceAccountId: bigint('source_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    holdAccountId: bigint('hold_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Where a posted transfer went; null until posted. */
    destinationAccountId: bigint('destination_account_id', { mode: 'number' }).references(
      () => ledgerAccounts.id,
    ),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** pending, then one of posted, voided or expired, never changed again. */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reserveTransactionId: bigint('reserve_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    /** The transfer that posted, voided or expired it; null while pending. */
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('ledger_pending_transfers_amount_positive', sql`${t.amountMinor} > 0`),
    check('ledger_pending_transfers_status', sql`${t.status} IN (${quotedList(PENDING_TRANSFER_STATUSES)})`),
    check(
      'ledger_pending_transfers_settled',
      sql`(${t.status} = 'pending') = (${t.settleTransactionId} IS NULL AND ${t.settledAt} IS NULL)`,
    ),
    check(
      'ledger_pending_transfers_destination',
      sql`(${t.status} = 'posted') = (${t.destinationAccountId} IS NOT NULL)`,
    ),
    // The expiry sweep's look-up: only the transfers still pending, soonest expiry first.
    index('ledger_pending_transfers_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const ledgerOwners = tableOwners(
  ownedBy('ledger', [ledgerAccounts, ledgerPendingTransfers, ledgerPostings, ledgerTransactions]),
);
