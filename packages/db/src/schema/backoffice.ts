import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.js';
import { ownedBy, tableOwners } from './owners.js';
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

/**
 * An operator's manual balance adjustment (decision 0048): one ledger transfer (`manual_adjustment`)
 * between the player's main balance and the house's equity. Above the currency's threshold it waits
 * as `pending` for a second operator (never the one who asked), who applies or declines it once.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Signed: positive credits the player, negative debits them. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    /** The app's key of the request: the same form sent twice makes one adjustment. */
    requestKey: uuid('request_key').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
  },
  (t) => [
    uniqueIndex('balance_adjustments_request_key').on(t.requestedBy, t.requestKey),
    index('balance_adjustments_user_idx').on(t.userId, t.id),
    index('balance_adjustments_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    check('balance_adjustments_status', sql`${t.status} IN ('pending', 'applied', 'declined')`),
    check('balance_adjustments_amount', sql`${t.amountMinor} <> 0`),
    // The second operator is never the first.
    check(
      'balance_adjustments_two_operators',
      sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.requestedBy}`,
    ),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const backofficeOwners = tableOwners(
  ownedBy('modules/backoffice', [auditLog, balanceAdjustments, operatorSessions, operators, playerNotes]),
);
