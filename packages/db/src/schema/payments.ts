import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.js';
import { campaignOffers } from './offers.js';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

/**
 * A deposit or withdrawal through a payment provider. The status moves from created or pending to
 * one final status (success, fail, cancel) and never changes again. A deposit still created after
 * the cashier's abandon time turns expired (housekeeping); a late success from the provider still
 * applies to it. A successful deposit carries the ledger transaction that credited it.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** deposit or withdrawal. */
    kind: text('kind').notNull(),
    /** The payment method's sysname: card, bank_transfer, ewallet, crypto. */
    method: text('method').notNull(),
    /** The provider that carries it (sandbox). */
    provider: text('provider').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** created, pending, success, fail or cancel. */
    status: text('status').notNull().default('created'),
    /** The provider's own id of the payment, unique per provider. */
    providerReference: text('provider_reference').notNull(),
    /** The locale the player chose the payment in, for the provider's page. */
    locale: text('locale').notNull().default('en'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    /** Where a withdrawal is paid to (an IBAN, a wallet, an address); empty for deposits and cards. */
    requisites: text('requisites').notNull().default(''),
    /** The bank of a bank-transfer withdrawal, by its id in cashier/getbanks. */
    bankId: text('bank_id'),
    /** The deposit offer the player chose with a deposit (campaign_offer_id), if any. */
    campaignOfferId: bigint('campaign_offer_id', { mode: 'number' }).references(() => campaignOffers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transactions_provider_reference').on(t.provider, t.providerReference),
    index('payment_transactions_user_idx').on(t.userId, t.id),
    // The operators' queue: withdrawals waiting for approval.
    index('payment_transactions_pending_withdrawals')
      .on(t.id)
      .where(sql`${t.kind} = 'withdrawal' AND ${t.status} = 'pending'`),
    // Housekeeping's sweep of abandoned deposits: those still created, oldest first.
    index('payment_transactions_created_deposits')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'deposit' AND ${t.status} = 'created'`),
    check('payment_transactions_kind', sql`${t.kind} IN ('deposit', 'withdrawal')`),
    check(
      'payment_transactions_status',
      sql`${t.status} IN ('created', 'pending', 'success', 'fail', 'cancel', 'expired')`,
    ),
    check('payment_transactions_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Every provider notification accepted, once per provider event id: a repeated event is ignored. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    providerReference: text('provider_reference').notNull(),
    /** The status the event reported. */
    status: text('status').notNull(),
    /** What it did: applied, ignored_final (the payment was already final), unknown_payment. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhook_events_provider_event').on(t.provider, t.eventId)],
);

/**
 * A player's deposit limit (responsible gaming): at most `limit_minor` deposited per calendar
 * period. A stricter limit applies at once; a looser one, or its removal, waits in the pending
 * columns until `pending_from` (24 hours later) and is applied on the next read or deposit.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    /** day, week or month (calendar periods in UTC). */
    period: text('period').notNull(),
    limitMinor: bigint('limit_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The looser change waiting for its cooling-off: none (removal), day, week or month. */
    pendingPeriod: text('pending_period'),
    pendingLimitMinor: bigint('pending_limit_minor', { mode: 'bigint' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposit_limits_period', sql`${t.period} IN ('day', 'week', 'month')`),
    check('deposit_limits_limit_positive', sql`${t.limitMinor} > 0`),
    check(
      'deposit_limits_pending',
      sql`(${t.pendingPeriod} IS NULL AND ${t.pendingFrom} IS NULL AND ${t.pendingLimitMinor} IS NULL)
        OR (${t.pendingPeriod} = 'none' AND ${t.pendingFrom} IS NOT NULL AND ${t.pendingLimitMinor} IS NULL)
        OR (${t.pendingPeriod} IN ('day', 'week', 'month') AND ${t.pendingFrom} IS NOT NULL AND ${t.pendingLimitMinor} > 0)`,
    ),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const paymentsOwners = tableOwners(
  ownedBy('modules/cashier', [depositLimits, paymentTransactions, paymentWebhookEvents]),
);
