import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';

/** Messages to players (email, SMS). Sent by a provider when configured, else read at /dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);

/**
 * Answers to POSTs sent with an Idempotency-Key, per caller scope (session or IP).
 * The same key again replays the stored answer; the same key with another body is refused.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** processing until the first answer is stored. */
    state: text('state').notNull().default('processing'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

export const currencyRates = pgTable(
  'currency_rates',
  {
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.base, t.quote] })],
);

/** Operator settings (general info, content configuration), one JSON document per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Who names these tables in SQL (decision 0091). */
export const platformOwners = tableOwners(
  ownedBy('modules/account', [currencyRates]),
  ownedBy('modules/settings', [siteSettings]),
  ownedBy('api', [idempotencyRequests]),
  ownedBy('providers/messaging', [outboxMessages]),
);
