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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaignOffers } from './offers.js';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

export const BETTING_BONUS_STATUSES = [
  'available',
  'active',
  'staked',
  'won',
  'lost',
  'forfeited',
  'expired',
] as const;

/**
 * A betting bonus a player holds (decision 0070): a free bet granted by an offer, its terms copied
 * in when granted. `available` until activated; `active` with its money on the betting-bonus
 * balance; `staked` while its bet is open (a void bet puts it back to `active`); it ends `won`,
 * `lost`, `forfeited` or `expired`. One in use (active or staked) per player and currency, so the
 * pooled betting-bonus balance is this free bet's money.
 */
export const playerBettingBonuses = pgTable(
  'player_betting_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** What granted it, once: `{grant key}:{promotion index}`. */
    grantKey: text('grant_key').notNull(),
    offerId: bigint('offer_id', { mode: 'number' }).references(() => campaignOffers.id),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    minOddsHundredths: integer('min_odds_hundredths').notNull(),
    validDays: integer('valid_days').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when granted: activate and place it before. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The bet it is (or was last) staked on. */
    betId: bigint('bet_id', { mode: 'number' }),
    /** What its won bet paid to the main balance. */
    winningsMinor: bigint('winnings_minor', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('player_betting_bonuses_grant_key').on(t.grantKey),
    index('player_betting_bonuses_user_idx').on(t.userId, t.id),
    // One in use per player and currency: the database refuses a second one.
    uniqueIndex('player_betting_bonuses_one_in_use')
      .on(t.userId, t.currency)
      .where(sql`${t.status} IN ('active', 'staked')`),
    // The expiry job reads the available and active ones due.
    index('player_betting_bonuses_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} IN ('available', 'active')`),
    check(
      'player_betting_bonuses_status',
      sql`${t.status} IN (${sql.raw(BETTING_BONUS_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'player_betting_bonuses_terms',
      sql`${t.amountMinor} > 0 AND ${t.minOddsHundredths} > 100 AND ${t.validDays} > 0`,
    ),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const bettingBonusesOwners = tableOwners(ownedBy('modules/betting-bonuses', [playerBettingBonuses]));
