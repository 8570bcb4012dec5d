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
 * The big wins of /winners: a read model of the wallet's real-money wins that passed the operator's
 * rule when they were paid (apps/server/src/modules/winners). Written once per win by the outbox
 * subscriber; the money itself is in the ledger, this table only tells the story.
 */
export const bigWins = pgTable(
  'big_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The studio's win call: one big win per call. */
    studio: text('studio').notNull(),
    transactionId: text('transaction_id').notNull(),
    roundId: text('round_id').notNull(),
    game: text('game').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The round's real-money stakes when the win was paid; 0 for a free spin's round. */
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
    /** An operator took it off the public list (a staff account's test, a player's request). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('big_wins_studio_transaction').on(t.studio, t.transactionId),
    // The public list: the newest shown wins first.
    index('big_wins_shown_idx').on(t.id).where(sql`${t.hiddenAt} IS NULL`),
    check('big_wins_amounts', sql`${t.stakeMinor} >= 0 AND ${t.winMinor} > 0`),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const winnersOwners = tableOwners(ownedBy('modules/winners', [bigWins]));
