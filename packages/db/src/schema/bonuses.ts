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

export const PLAYER_BONUS_STATUSES = ['available', 'active', 'converted', 'forfeited', 'expired'] as const;

/**
 * A bonus a player holds (the bonus engine, decision 0060): granted by an offer they took, with the
 * offer's terms copied in when granted (editing the offer never changes what a player holds).
 * `available` waits for the player's activation; `active` has its money on the bonus balance and
 * counts the wagering; it ends `converted` (the wagering met: the bonus balance → main), `forfeited`
 * (given up) or `expired`. One active bonus per player and currency, so that the pooled bonus
 * balance is this bonus's money.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** What granted it, once: `deposit:{payment}:{promotion index}`. */
    grantKey: text('grant_key').notNull(),
    offerId: bigint('offer_id', { mode: 'number' }).references(() => campaignOffers.id),
    /** The offer's title per locale when it was granted. */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Times the bonus to stake before it converts. */
    wagerMultiplier: integer('wager_multiplier').notNull(),
    wagerRequiredMinor: bigint('wager_required_minor', { mode: 'bigint' }).notNull(),
    wageredMinor: bigint('wagered_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Days it runs once active. */
    validDays: integer('valid_days').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** What conversion moved to the main balance. */
    convertedMinor: bigint('converted_minor', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('player_bonuses_grant_key').on(t.grantKey),
    index('player_bonuses_user_idx').on(t.userId, t.id),
    // One active bonus per player and currency: the database refuses a second one.
    uniqueIndex('player_bonuses_one_active').on(t.userId, t.currency).where(sql`${t.status} = 'active'`),
    // The expiry job reads the active ones due.
    index('player_bonuses_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    check(
      'player_bonuses_status',
      sql`${t.status} IN (${sql.raw(PLAYER_BONUS_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'player_bonuses_amounts',
      sql`${t.amountMinor} > 0 AND ${t.wagerMultiplier} >= 0 AND ${t.wageredMinor} >= 0 AND ${t.validDays} > 0`,
    ),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const bonusesOwners = tableOwners(ownedBy('modules/bonuses', [playerBonuses]));
