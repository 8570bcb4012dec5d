import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

/** Server-side sessions. Only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use links to set a new password, sent by email. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Failed log-ins per key (a login from one IP, or a login from anywhere), counted in a window.
 * Kept in the database so that every app server sees the same counts.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: bigint('failures', { mode: 'number' }).notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * The pending confirmation code of a player's contact (spec section 4: unconfirmed, code sent,
 * confirmed). One per player and channel; a new code replaces the old one, success deletes it.
 * Only a hash of the 6-digit code is kept.
 */
export const contactConfirmations = pgTable(
  'contact_confirmations',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** email or phone. */
    channel: text('channel').notNull(),
    /** The contact the code was sent to: a lower-case email or a phone number's digits. */
    contact: text('contact').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against this one; past the bound the code is void. */
    attempts: integer('attempts').notNull().default(0),
    /** Hash of the long token of the email's link, which confirms without a session. */
    linkHash: text('link_hash'),
    /** The day of sends this row counts: the first send's time, and the sends since. */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
    sendsInWindow: integer('sends_in_window').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    index('contact_confirmations_contact_idx').on(t.contact),
  ],
);

/**
 * Codes of registrations in progress (issue 13): a registration is finished with a code sent to the
 * login, so that its first answer is the same whether the login is free or taken. One row per
 * login, kept as a hash, valid for a while and for a bounded number of tries; the row is written
 * for a taken login too (its owner is told instead, and no code can finish it).
 */
export const registrationCodes = pgTable('registration_codes', {
  /** The normalised login: a lower-case email or a phone number's digits. */
  login: text('login').primaryKey(),
  codeHash: text('code_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Codes tried against this one; past the bound the code is void. */
  attempts: integer('attempts').notNull().default(0),
  /** The day of sends this row counts: the first send's time, and the sends since. */
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  sendsInWindow: integer('sends_in_window').notNull().default(1),
});

/**
 * Browsers that logged a player in before, known by a long-lived cookie whose SHA-256 is kept here.
 * A known device is not slowed down when someone else fails on the player's login (decision 0024).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

/** Who names these tables in SQL (decision 0091). */
export const sessionsOwners = tableOwners(
  ownedBy('modules/account', [contactConfirmations]),
  ownedBy('modules/auth', [loginThrottles, passwordResetTokens, registrationCodes, trustedDevices]),
  ownedBy('sessions', [sessions]),
);
