import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { paymentTransactions } from './payments.js';
import { users } from './users.js';

/**
 * Where a player came from (spec section 2's marketing parameters), written once with the
 * registration: the affiliate and campaign reports join on it.
 */
export const registrationAttributions = pgTable('registration_attributions', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  trackId: text('track_id'),
  publisherId: text('publisher_id'),
  goalId: text('goal_id'),
  goalEntryId: text('goal_entry_id'),
  linkId: text('link_id'),
  /** The visit arrived with show_popup_reg: the registration came from a "sign up" link. */
  fromRegistrationLink: text('show_popup_reg'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One load of the tracking image (spec section 7): a visit's referer and marketing query. */
export const trackingHits = pgTable(
  'tracking_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `visit` for the page's start, `fraud-check` for the hit made 3 s later. */
    kind: text('kind').notNull(),
    trackId: text('track_id'),
    referer: text('referer'),
    query: jsonb('query').notNull().default({}),
    /** The fraud-fingerprint session of the browser (seon_session), when sent. */
    deviceSession: text('device_session'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_hits_track_idx').on(t.trackId, t.createdAt),
    index('tracking_hits_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** The web app's analytics events sent through `events.handle` (spec section 7). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    eventName: text('event_name').notNull(),
    eventParams: jsonb('event_params').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_name_idx').on(t.eventName, t.createdAt)],
);

/**
 * A fraud provider's verdict on a registration, a deposit or a withdrawal. A withdrawal whose
 * verdict is `review` is held: the back office's queue shows the score and reasons.
 */
export const fraudChecks = pgTable(
  'fraud_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    /** registration, deposit or withdrawal. */
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => paymentTransactions.id),
    /** 0 (clean) to 100 (certain fraud). */
    score: integer('score').notNull(),
    /** approve, review or decline. */
    decision: text('decision').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    ip: text('ip').notNull().default(''),
    deviceSession: text('device_session'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fraud_checks_user_idx').on(t.userId, t.id),
    index('fraud_checks_ip_idx').on(t.ip, t.createdAt),
    // One verdict per payment: a redelivered event scores it once.
    uniqueIndex('fraud_checks_payment_idx').on(t.paymentId, t.subject),
  ],
);

/** A browser's web-push subscription (PushSubscription) for a player's notices. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const trackingOwners = tableOwners(
  ownedBy('modules/fraud', [fraudChecks]),
  ownedBy('modules/push', [pushSubscriptions]),
  ownedBy('modules/tracking', [registrationAttributions, trackingEvents, trackingHits]),
);
