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
import { playerBettingBonuses } from './betting-bonuses.js';
import { ledgerTransactions } from './ledger.js';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

// The sportsbook (decision 0065): sports, competitions, events, markets and selections kept up to
// date by an odds feed; players' single bets, each holding its stake in a two-phase ledger transfer
// until a settlement job posts or voids it exactly once.

export const SPORTS_EVENT_STATUSES = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export const SPORTS_MARKET_STATUSES = ['open', 'suspended', 'settled', 'void'] as const;
/** `cashed_out`: the player settled it early for the cash-out offer (decision 0074). */
export const SPORTS_BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
/** A single backs one selection; a multiple (accumulator) backs 2–12, each of another event. */
export const SPORTS_BET_KINDS = ['single', 'multiple'] as const;

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const sports = pgTable('sports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** football, tennis, basketball: stable, used in URLs. */
  sysname: text('sysname').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const sportsCompetitions = pgTable('sports_competitions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sportId: bigint('sport_id', { mode: 'number' })
    .notNull()
    .references(() => sports.id),
  /** The feed's id of the competition. */
  feedId: text('feed_id').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
});

/** A match between two sides; its status and score come from the feed (or a trader). */
export const sportsEvents = pgTable(
  'sports_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => sportsCompetitions.id),
    feedId: text('feed_id').notNull().unique(),
    homeEn: text('home_en').notNull(),
    homeFr: text('home_fr').notNull(),
    awayEn: text('away_en').notNull(),
    awayFr: text('away_fr').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    /** The feed sequence of the last status or score applied: an older message changes nothing. */
    feedSeq: bigint('feed_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sports_events_status', sql`${t.status} IN (${quoted(SPORTS_EVENT_STATUSES)})`),
    index('sports_events_listing_idx').on(t.status, t.startsAt),
  ],
);

/** A market of an event (match result 1X2, total goals over/under 2.5, match winner). */
export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportsEvents.id),
    feedId: text('feed_id').notNull().unique(),
    /** match_result, total_2_5, match_winner: names the market's wording. */
    kind: text('kind').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    status: text('status').notNull().default('open'),
    /** The winning selection once the market is settled. */
    winningSelectionId: bigint('winning_selection_id', { mode: 'number' }),
    feedSeq: bigint('feed_seq', { mode: 'number' }).notNull().default(0),
    resultedAt: timestamp('resulted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sports_markets_status', sql`${t.status} IN (${quoted(SPORTS_MARKET_STATUSES)})`),
    check('sports_markets_result', sql`(${t.status} = 'settled') = (${t.winningSelectionId} IS NOT NULL)`),
    index('sports_markets_event_idx').on(t.eventId),
  ],
);

/** One outcome of a market and its decimal odds in hundredths (1.85 is 185), with a version. */
export const sportsSelections = pgTable(
  'sports_selections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => sportsMarkets.id),
    feedId: text('feed_id').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    oddsHundredths: integer('odds_hundredths').notNull(),
    /** The feed sequence of the price: grows with each change, and the bet slip sends it back. */
    priceVersion: bigint('price_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('sports_selections_odds', sql`${t.oddsHundredths} > 100`),
    index('sports_selections_market_idx').on(t.marketId),
  ],
);

/**
 * A player's bet, a single or a multiple. The price, the names and the stake are copied when it is
 * placed: what the player accepted never changes with the feed. A single names its selection,
 * market and event here; a multiple leaves them null and has its legs in `sports_bet_legs`, its
 * `odds_hundredths` being the combined odds. Its stake is held by the pending transfer
 * `pending_key` until settlement posts (won, lost) or voids it, once.
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The client's idempotency key: the same key twice places one bet. */
    clientKey: text('client_key').notNull(),
    kind: text('kind').notNull().default('single'),
    selectionId: bigint('selection_id', { mode: 'number' }).references(() => sportsSelections.id),
    marketId: bigint('market_id', { mode: 'number' }).references(() => sportsMarkets.id),
    eventId: bigint('event_id', { mode: 'number' }).references(() => sportsEvents.id),
    currency: char('currency', { length: 3 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
    priceVersion: bigint('price_version', { mode: 'number' }).notNull(),
    /** The names as the player saw them ({event, market, selection} in en and fr). */
    terms: jsonb('terms').$type<Record<string, { en: string; fr: string }>>().notNull(),
    status: text('status').notNull().default('open'),
    /** The ledger key of the stake's two-phase transfer. */
    pendingKey: text('pending_key').notNull().unique(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winTransactionId: bigint('win_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    /** The free bet it was staked from (decision 0070); null: staked from the main balance. */
    bettingBonusId: bigint('betting_bonus_id', { mode: 'number' }).references(() => playerBettingBonuses.id),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('sports_bets_status', sql`${t.status} IN (${quoted(SPORTS_BET_STATUSES)})`),
    check('sports_bets_stake', sql`${t.stakeMinor} > 0`),
    check('sports_bets_kind', sql`${t.kind} IN (${quoted(SPORTS_BET_KINDS)})`),
    check(
      'sports_bets_single_selection',
      sql`(${t.kind} = 'single') = (${t.selectionId} IS NOT NULL AND ${t.marketId} IS NOT NULL AND ${t.eventId} IS NOT NULL)`,
    ),
    uniqueIndex('sports_bets_client_key').on(t.userId, t.clientKey),
    // A free bet is in one open bet at most.
    uniqueIndex('sports_bets_open_betting_bonus')
      .on(t.bettingBonusId)
      .where(sql`${t.status} = 'open' AND ${t.bettingBonusId} IS NOT NULL`),
    index('sports_bets_player_idx').on(t.userId, t.placedAt.desc()),
    // Settlement looks for the open bets of a market.
    index('sports_bets_open_idx').on(t.marketId).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * One leg of a multiple: its selection with the price and names the player accepted, copied when
 * placed. A leg's result is its market's (results are final), read when the bet settles. One leg per
 * event (`sports_bet_legs_event`): two outcomes of one match are not independent.
 */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    legNo: integer('leg_no').notNull(),
    selectionId: bigint('selection_id', { mode: 'number' })
      .notNull()
      .references(() => sportsSelections.id),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => sportsMarkets.id),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportsEvents.id),
    oddsHundredths: integer('odds_hundredths').notNull(),
    priceVersion: bigint('price_version', { mode: 'number' }).notNull(),
    terms: jsonb('terms').$type<Record<string, { en: string; fr: string }>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.legNo] }),
    uniqueIndex('sports_bet_legs_event').on(t.betId, t.eventId),
    check('sports_bet_legs_odds', sql`${t.oddsHundredths} > 100`),
    // Settlement and the traders' screen look for the legs on a market.
    index('sports_bet_legs_market_idx').on(t.marketId),
  ],
);

/** Feed messages applied, by provider and sequence: a duplicate delivery is recognised and skipped. */
export const sportsFeedMessages = pgTable(
  'sports_feed_messages',
  {
    provider: text('provider').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.seq] })],
);

/** Who names these tables in SQL (decision 0091). */
export const sportsbookOwners = tableOwners(
  ownedBy('modules/sportsbook', [
    sports,
    sportsBetLegs,
    sportsBets,
    sportsCompetitions,
    sportsEvents,
    sportsFeedMessages,
    sportsMarkets,
    sportsSelections,
  ]),
);
