import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

// The back office (issue 15, decision 0034): operators, their sessions, the audit log, player notes.

/** Someone who runs the site (not a player): argon2id password and TOTP, both required at log-in. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower case. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** One of OPERATOR_ROLES (@jeton/domain/backoffice). */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step accepted, so that a code logs in once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set: the operator can no longer log in, and their sessions end. Operators are never deleted (the audit log names them). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'operators_role',
      sql`${t.role} IN ('administrator', 'finance', 'support', 'content', 'trader', 'read_only')`,
    ),
  ],
);

/** An operator's session: only the SHA-256 of the cookie's token is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end; the idle timeout is counted from last_seen_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every change an operator made: who, when, what, the record before and after. Append-only: a
 * trigger of the migration refuses UPDATE, DELETE and TRUNCATE whatever the code does.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    // The search filters by one of these and pages newest first (by id, which grows with time).
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Operators' notes on a player, newest first on the player's page. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.id)],
);
