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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from './backoffice.js';
import { ledgerTransactions } from './ledger.js';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

// Tournaments (decision 0063): players join, real-money stakes on eligible games score points, and
// when the tournament ends the prize places are paid through the ledger (`tournament_prize`). The
// status (future, active, finished) follows from the times; only a cancellation and the payout are
// stored.

/** A tournament: its texts, times, games, rules and prize places. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A stable name for operators and seeds. */
    sysname: text('sysname').notNull().unique(),
    currency: char('currency', { length: 3 }).notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    /** Game sysnames that score; empty: every house game. */
    games: jsonb('games').$type<string[]>().notNull().default([]),
    /** A stake below this (minor units of the currency) scores nothing. */
    minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Prize of each place in minor units, first place first: the total prize is their sum. */
    prizesMinor: jsonb('prizes_minor').$type<number[]>().notNull(),
    /** A withdrawal request sets the player's points back to zero. */
    resetOnCashout: boolean('reset_on_cashout').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Cancelled by an operator: no more points, no prizes. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The prizes were paid and the winners recorded (once). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tournaments_times', sql`${t.startsAt} < ${t.endsAt}`),
    check('tournaments_min_stake', sql`${t.minStakeMinor} >= 0`),
    check('tournaments_ended_once', sql`${t.cancelledAt} IS NULL OR ${t.finishedAt} IS NULL`),
    // The finishing job looks for tournaments past their end and not finished.
    index('tournaments_open_idx')
      .on(t.endsAt)
      .where(sql`${t.finishedAt} IS NULL AND ${t.cancelledAt} IS NULL`),
  ],
);

/**
 * A player in a tournament: their points in hundredths (1 point = 100) and when they last changed,
 * which breaks ties (who reached the score first ranks higher).
 */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' })
      .notNull()
      .references(() => tournaments.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    pointsMinor: bigint('points_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    check('tournament_participants_points', sql`${t.pointsMinor} >= 0`),
    index('tournament_participants_rank_idx').on(t.tournamentId, t.pointsMinor.desc(), t.reachedAt),
  ],
);

/**
 * The points of one stake in one tournament, keyed by the studio's bet call: a stake scores once
 * however often its event is delivered, and its rollback finds what to take back. `voided_at` is
 * set when a rollback or a cash-out reset took the points away.
 */
export const tournamentScores = pgTable(
  'tournament_scores',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' })
      .notNull()
      .references(() => tournaments.id),
    /** `{studio}:{transaction id}` of the bet. */
    betKey: text('bet_key').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    pointsMinor: bigint('points_minor', { mode: 'bigint' }).notNull(),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.betKey] }),
    index('tournament_scores_user_idx').on(t.tournamentId, t.userId),
  ],
);

/** A paid prize place: one row per place and per player, with the ledger transaction that paid it. */
export const tournamentWinners = pgTable(
  'tournament_winners',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' })
      .notNull()
      .references(() => tournaments.id),
    place: bigint('place', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    pointsMinor: bigint('points_minor', { mode: 'bigint' }).notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.place] }),
    uniqueIndex('tournament_winners_player').on(t.tournamentId, t.userId),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const tournamentsOwners = tableOwners(
  ownedBy('modules/tournaments', [tournamentParticipants, tournamentScores, tournamentWinners, tournaments]),
);
