import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Every call of the seamless wallet that moved money or was refused for good, once per studio and
 * studio transaction id: a repeated call finds its row and answers the same. Its ledger transfer has the
 * idempotency key `wallet:{studio}:{transaction id}`. A rollback of a bet
 * the wallet never saw leaves a `cancelled` bet row, so that bet, arriving late, is refused.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studio: text('studio').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** bet, win or rollback. */
    action: text('action').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The studio's round: a rollback after a win on it is refused. */
    roundId: text('round_id').notNull(),
    game: text('game').notNull().default(''),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** main (real money) or fun (demo). */
    balanceKind: text('balance_kind').notNull(),
    /** posted, rolled_back (a bet refunded later) or cancelled (rolled back before it arrived). */
    status: text('status').notNull(),
    /** A rollback's bet. */
    referenceTransactionId: text('reference_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_studio_transaction').on(t.studio, t.transactionId),
    index('wallet_transactions_round_idx').on(t.studio, t.roundId),
    check('wallet_transactions_action', sql`${t.action} IN ('bet', 'win', 'rollback')`),
    check('wallet_transactions_status', sql`${t.status} IN ('posted', 'rolled_back', 'cancelled')`),
    check('wallet_transactions_amount', sql`${t.amountMinor} >= 0`),
    check('wallet_transactions_balance_kind', sql`${t.balanceKind} IN ('main', 'fun')`),
  ],
);
