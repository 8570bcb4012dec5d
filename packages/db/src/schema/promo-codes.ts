import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaignOffers } from './offers.js';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

/**
 * A promo code (decision 0066): its normalised text (trimmed, upper case) points to an offer whose
 * trigger is `promo_code`. It works inside its window, up to `max_uses` redemptions in all, once
 * per player, and for new players only when `new_players_only`.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => campaignOffers.id),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Redemptions in all; null: no limit. */
    maxUses: integer('max_uses'),
    /** Redemptions so far, counted in the redeeming transaction (the code's row is locked). */
    uses: integer('uses').notNull().default(0),
    newPlayersOnly: boolean('new_players_only').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code').on(t.code),
    index('promo_codes_offer_idx').on(t.offerId),
    check('promo_codes_code_normalised', sql`${t.code} <> '' AND ${t.code} = upper(btrim(${t.code}))`),
    check('promo_codes_uses', sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.maxUses} > 0)`),
    check(
      'promo_codes_window',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/**
 * A player's redemption of a promo code: once per player and code (the unique index is what makes a
 * double submit, on one app server or two, grant once). It names the offer version it granted.
 */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promoCodeId: bigint('promo_code_id', { mode: 'number' })
      .notNull()
      .references(() => promoCodes.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => campaignOffers.id),
    offerVersion: integer('offer_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promo_code_redemptions_once').on(t.promoCodeId, t.userId),
    index('promo_code_redemptions_user_idx').on(t.userId),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const promoCodesOwners = tableOwners(ownedBy('modules/campaigns', [promoCodeRedemptions, promoCodes]));
