import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
