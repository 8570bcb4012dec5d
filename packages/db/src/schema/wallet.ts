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
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

/**
 * Every call of the wallet pipeline (outside studios over the seamless wallet, the house studio in
 * process) that moved money or was refused for good, once per studio and studio transaction id: a repeated call finds its row and answers the same. Its ledger transfer has the
 * idempotency key `wallet:{studio}:{transaction id}`. A rollback of a bet
 * the wallet never saw leaves a `cancelled` bet row, so that bet, arriving late, is refused.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who called: an outside studio, or `jeton`, the house studio. */
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
    /** real (the player's main and bonus balances) or fun (demo play money): the two never meet. */
    money: text('money').notNull(),
    /**
     * The parts of a real-money amount per balance kind (decision 0030): a bet's split, a win's
     * share of the round's stakes, a rollback's refund of its bet. Zero for play money.
     */
    amountMainMinor: bigint('amount_main_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    amountBonusMinor: bigint('amount_bonus_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** posted, rolled_back (a bet refunded later) or cancelled (rolled back before it arrived). */
    status: text('status').notNull(),
    /** A rollback's bet. */
    referenceTransactionId: text('reference_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_studio_transaction').on(t.studio, t.transactionId),
    index('wallet_transactions_round_idx').on(t.studio, t.roundId),
    // Responsible gaming sums a player's stakes and wins over a period.
    index('wallet_transactions_user_time_idx').on(t.userId, t.createdAt),
    check('wallet_transactions_action', sql`${t.action} IN ('bet', 'win', 'rollback')`),
    check('wallet_transactions_status', sql`${t.status} IN ('posted', 'rolled_back', 'cancelled')`),
    check('wallet_transactions_amount', sql`${t.amountMinor} >= 0`),
    check('wallet_transactions_money', sql`${t.money} IN ('real', 'fun')`),
    check(
      'wallet_transactions_parts',
      sql`(${t.money} = 'real' AND ${t.amountMainMinor} >= 0 AND ${t.amountBonusMinor} >= 0
           AND ${t.amountMainMinor} + ${t.amountBonusMinor} = ${t.amountMinor})
          OR (${t.money} = 'fun' AND ${t.amountMainMinor} = 0 AND ${t.amountBonusMinor} = 0)`,
    ),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const walletOwners = tableOwners(ownedBy('modules/wallet', [walletTransactions]));
