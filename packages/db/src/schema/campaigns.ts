import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';

/**
 * Campaign popups (spec section 2: the popup query parameter opens one by its sysname), one row per
 * sysname and locale, edited by the operator.
 */
export const campaignPopups = pgTable(
  'campaign_popups',
  {
    sysname: text('sysname').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** A path on the site (/campaigns/…) or an https URL. */
    imageUrl: text('image_url').notNull().default(''),
    buttonLabel: text('button_label').notNull().default(''),
    /** Where the button goes: a site path without the locale prefix, or an https URL. */
    buttonUrl: text('button_url').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sysname, t.locale] })],
);

/** Who names these tables in SQL (decision 0091). */
export const campaignsOwners = tableOwners(ownedBy('modules/popups', [campaignPopups]));
