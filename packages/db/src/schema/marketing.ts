import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';

/**
 * Keys that sign links the site mails out and must keep working across restarts and app servers
 * (the unsubscribe link of marketing messages). Made once, on first use, and never rotated by the
 * app: a new key would void every link already sent.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who names these tables in SQL (decision 0091). */
export const marketingOwners = tableOwners(ownedBy('signing-keys', [signingKeys]));
