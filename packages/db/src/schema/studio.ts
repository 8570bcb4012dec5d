import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { sessions } from './sessions.js';
import { users } from './users.js';

/** Binary content (PostgreSQL bytea). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// The house studio (decision 0013, 0018): game sessions, seed pairs, rounds, free-spin packs and
// game-history exports.

/**
 * A session of one game opened by the launch route. The token is only stored as its hash. A
 * logged-in player's session pays through the wallet (main balance to play, fun balance for demo);
 * a guest's demo session keeps its play money here, since play money is not money.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** The site session the game was launched from: logging out ends the game session too. */
    siteSessionId: bigint('site_session_id', { mode: 'number' }).references(() => sessions.id),
    gameSysname: text('game_sysname').notNull(),
    kind: text('kind').notNull(),
    /** play (real money) or demo (play money). */
    mode: text('mode').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The guest's play money; null for a player's session (their balance is in the ledger). */
    demoBalanceMinor: bigint('demo_balance_minor', { mode: 'bigint' }),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_sessions_token_hash').on(t.tokenHash),
    check('game_sessions_mode', sql`${t.mode} IN ('play', 'demo')`),
    check(
      'game_sessions_owner',
      sql`${t.userId} IS NOT NULL OR (${t.mode} = 'demo' AND ${t.demoBalanceMinor} IS NOT NULL)`,
    ),
    check('game_sessions_demo_balance', sql`${t.demoBalanceMinor} IS NULL OR ${t.demoBalanceMinor} >= 0`),
    // Housekeeping finds guests' expired demo sessions by it (players' sessions are kept).
    index('game_sessions_guest_expiry_idx').on(t.expiresAt).where(sql`${t.userId} IS NULL`),
  ],
);

/**
 * A server seed (kept secret until revealed, its SHA-256 shown beforehand) with the player's client
 * seed, and the next nonce. One active pair per player (or per guest session); rotating reveals it.
 */
export const gameSeedPairs = pgTable(
  'game_seed_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** A guest's seed pair belongs to their demo session. */
    gameSessionId: bigint('game_session_id', { mode: 'number' }).references(() => gameSessions.id),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    /** active, then revealed. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_seed_pairs_active_user').on(t.userId).where(sql`${t.status} = 'active'`),
    uniqueIndex('game_seed_pairs_active_session').on(t.gameSessionId).where(sql`${t.status} = 'active'`),
    index('game_seed_pairs_user_idx').on(t.userId, t.id),
    check('game_seed_pairs_owner', sql`(${t.userId} IS NULL) <> (${t.gameSessionId} IS NULL)`),
    check('game_seed_pairs_status', sql`${t.status} IN ('active', 'revealed')`),
    check('game_seed_pairs_nonce', sql`${t.nextNonce} >= 0`),
  ],
);

/**
 * One round of a house game: its bet, outcome or state, steps, money and seed data. A one-shot
 * round is settled in the transaction that opens it; a multi-step round stays open between actions
 * (its state is plain JSON, so it survives a restart) and settles once.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    gameSysname: text('game_sysname').notNull(),
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => gameSeedPairs.id),
    nonce: integer('nonce').notNull(),
    /** Everything staked on the round, extra stakes (double, split) included. */
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    balanceBeforeMinor: bigint('balance_before_minor', { mode: 'bigint' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    bet: jsonb('bet').notNull(),
    /** The outcome (one-shot) or the game's state (multi-step). */
    state: jsonb('state').notNull(),
    /** The actions taken, in order, with what each staked. */
    steps: jsonb('steps').notNull().default([]),
    /** open or settled. */
    status: text('status').notNull(),
    freeSpinPackId: bigint('free_spin_pack_id', { mode: 'number' }),
    /** The client's id of the request that opened the round: a repeated request finds the round. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_seed_nonce').on(t.seedPairId, t.nonce),
    uniqueIndex('game_rounds_session_request').on(t.gameSessionId, t.requestId),
    index('game_rounds_user_idx').on(t.userId, t.id),
    index('game_rounds_session_idx').on(t.gameSessionId, t.id),
    // One open round per player, game and mode: a new session of the same game resumes it.
    uniqueIndex('game_rounds_open_user')
      .on(t.userId, t.gameSysname, t.mode)
      .where(sql`${t.status} = 'open' AND ${t.userId} IS NOT NULL`),
    uniqueIndex('game_rounds_open_session')
      .on(t.gameSessionId)
      .where(sql`${t.status} = 'open' AND ${t.userId} IS NULL`),
    check('game_rounds_status', sql`${t.status} IN ('open', 'settled')`),
    check('game_rounds_money', sql`${t.stakeMinor} >= 0 AND ${t.winMinor} >= 0`),
  ],
);

/**
 * Free spins of one game at a fixed stake: granted to a player (an operator, a promotion), or
 * awarded by a round of the game itself (the slot's scatters). Spent by the game, oldest award first.
 */
export const freeSpinPacks = pgTable(
  'free_spin_packs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** A guest's awarded spins belong to their demo session. */
    gameSessionId: bigint('game_session_id', { mode: 'number' }).references(() => gameSessions.id),
    gameSysname: text('game_sysname').notNull(),
    /** play (real money) or demo: spins won in a demo are spent in the demo. */
    mode: text('mode').notNull().default('play'),
    count: integer('count').notNull(),
    remaining: integer('remaining').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** active, used, expired or cancelled. */
    status: text('status').notNull().default('active'),
    /** award (a round of the game), operator or promotion. */
    source: text('source').notNull(),
    /** The round that awarded the spins. */
    roundId: bigint('round_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('free_spin_packs_user_idx').on(t.userId, t.gameSysname, t.status),
    index('free_spin_packs_session_idx').on(t.gameSessionId),
    check('free_spin_packs_owner', sql`(${t.userId} IS NULL) <> (${t.gameSessionId} IS NULL)`),
    check('free_spin_packs_mode', sql`${t.mode} IN ('play', 'demo')`),
    check('free_spin_packs_status', sql`${t.status} IN ('active', 'used', 'expired', 'cancelled')`),
    check(
      'free_spin_packs_counts',
      sql`${t.count} > 0 AND ${t.remaining} >= 0 AND ${t.remaining} <= ${t.count}`,
    ),
    check('free_spin_packs_stake', sql`${t.stakeMinor} > 0`),
  ],
);

/** A player's request for a CSV of their game history, produced in the background. */
export const gameHistoryExports = pgTable(
  'game_history_exports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** pending, ready or failed. */
    status: text('status').notNull().default('pending'),
    locale: text('locale').notNull().default('en'),
    rowCount: integer('row_count'),
    csv: text('csv'),
    /** csv or xlsx: the file the player asked for. */
    format: text('format').notNull().default('csv'),
    /** The XLSX file, when that is the format. */
    xlsx: bytea('xlsx'),
    /** The filters of the history page when the export was asked for (product, from, to). */
    filters: jsonb('filters').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('game_history_exports_user_idx').on(t.userId, t.id),
    index('game_history_exports_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    check('game_history_exports_status', sql`${t.status} IN ('pending', 'ready', 'failed')`),
    check('game_history_exports_format', sql`${t.format} IN ('csv', 'xlsx')`),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const studioOwners = tableOwners(
  ownedBy('modules/house-studio', [freeSpinPacks, gameRounds, gameSeedPairs, gameSessions]),
  ownedBy('modules/game-history', [gameHistoryExports]),
);
