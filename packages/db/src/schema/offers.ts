import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

/**
 * A campaign offer (spec section 3 "Offer"): what triggers it (an action, such as a deposit, with
 * params such as excluded payment methods), its texts per locale and the promotions it grants.
 */
export const campaignOffers = pgTable(
  'campaign_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A stable name for seeds and operators. */
    sysname: text('sysname').notNull().unique(),
    /** The action that takes the offer: deposit, registration, promo_code. */
    triggerAction: text('trigger_action').notNull(),
    /** exclude_methods (payment method sysnames), first_deposit, min_amount (major units). */
    triggerParams: jsonb('trigger_params').notNull().default({}),
    /** Per locale: title, text, image_url. */
    description: jsonb('description').notNull(),
    /** What it grants, as shown to the player (the bonus engine reads it when it exists). */
    promotions: jsonb('promotions').notNull().default([]),
    /** False while an operator pauses it (decision 0068). */
    isActive: boolean('is_active').notNull().default(true),
    /** The window it is shown and taken in (decision 0068); null: open on that side. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When an operator ended it for good: never taken again, cannot be resumed. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    /** The terms in force: a row of campaign_offer_versions (decision 0066). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('campaign_offers_trigger_action', sql`${t.triggerAction} <> ''`),
    check(
      'campaign_offers_window',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/**
 * Every version of an offer's terms, as an operator saved them (decision 0066): an edit adds a
 * version and never changes one. What a player was granted is copied into their own records
 * (player_bonuses, free_spin_packs) when granted, so no edit reaches it.
 */
export const campaignOfferVersions = pgTable(
  'campaign_offer_versions',
  {
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => campaignOffers.id),
    version: integer('version').notNull(),
    triggerAction: text('trigger_action').notNull(),
    triggerParams: jsonb('trigger_params').notNull(),
    description: jsonb('description').notNull(),
    promotions: jsonb('promotions').notNull(),
    /** The operator who saved it; null for the seeded first version. */
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.version] })],
);

/**
 * A player's taking of an offer whose trigger is `take` (`campaigns/takepromotions`): once per
 * player and offer (the unique index is what makes a double submit grant once), naming the version
 * it granted.
 */
export const campaignOfferTakes = pgTable(
  'campaign_offer_takes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => campaignOffers.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    offerVersion: integer('offer_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('campaign_offer_takes_once').on(t.offerId, t.userId),
    index('campaign_offer_takes_user_idx').on(t.userId),
  ],
);

/**
 * The registration offers an account made incomplete (social sign-in, the mini app) was granted,
 * written with the account (decision 0081): `account/completeRegistration` deletes them as it
 * answers them, so the site's popup tells the player once.
 */
export const registrationOfferNotices = pgTable(
  'registration_offer_notices',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => campaignOffers.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerId] })],
);

/** Who names these tables in SQL (decision 0091). */
export const offersOwners = tableOwners(
  ownedBy('modules/campaigns', [
    campaignOfferTakes,
    campaignOfferVersions,
    campaignOffers,
    registrationOfferNotices,
  ]),
);
