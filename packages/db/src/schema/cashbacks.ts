import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

export const CASHBACK_STATUSES = ['active', 'paid_out', 'expired', 'removed'] as const;

/**
 * A period computed by the cashback job (decision 0064): inserted in the transaction that creates
 * the period's cashbacks, so a second run, on this or another app server, finds it and adds nothing.
 */
export const cashbackPeriods = pgTable(
  'cashback_periods',
  {
    /** `weekly:2026-11-16` or `daily:2026-11-28`: the rule's period and its first day (UTC). */
    periodKey: text('period_key').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    cashbacks: integer('cashbacks').notNull(),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.periodKey, t.currency] })],
);

/**
 * A player's cashback for one period: the rule's terms copied in (percent, cap), the net loss it was
 * computed from and the amount. `active` until claimed (`paid_out`), declined (`removed`) or past
 * `receiving_expired_at` (`expired`). One per player, period and currency.
 */
export const cashbacks = pgTable(
  'cashbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    periodKey: text('period_key').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    lossMinor: bigint('loss_minor', { mode: 'bigint' }).notNull(),
    percentBp: integer('percent_bp').notNull(),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivingExpiredAt: timestamp('receiving_expired_at', { withTimezone: true }).notNull(),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cashbacks_player_period').on(t.userId, t.periodKey, t.currency),
    index('cashbacks_user_idx').on(t.userId, t.endsAt),
    // The housekeeping job reads the active ones past their claim window.
    index('cashbacks_expiry_idx').on(t.receivingExpiredAt).where(sql`${t.status} = 'active'`),
    check(
      'cashbacks_status',
      sql`${t.status} IN (${sql.raw(CASHBACK_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('cashbacks_amounts', sql`${t.amountMinor} > 0 AND ${t.lossMinor} > 0 AND ${t.percentBp} > 0`),
    check('cashbacks_paid', sql`(${t.status} = 'paid_out') = (${t.paidOutAt} IS NOT NULL)`),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const cashbacksOwners = tableOwners(ownedBy('modules/cashbacks', [cashbackPeriods, cashbacks]));
