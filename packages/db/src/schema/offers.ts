import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('campaign_offers_trigger_action', sql`${t.triggerAction} <> ''`)],
);
