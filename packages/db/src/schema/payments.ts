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
import { users } from './users.js';

/**
 * A deposit or withdrawal through a payment provider. The status moves from created or pending to
 * one final status (success, fail, cancel) and never changes again; a successful deposit carries
 * the ledger transaction that credited it.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transactions_provider_reference').on(t.provider, t.providerReference),
    index('payment_transactions_user_idx').on(t.userId, t.id),
    check('payment_transactions_kind', sql`${t.kind} IN ('deposit', 'withdrawal')`),
    check(
      'payment_transactions_status',
      sql`${t.status} IN ('created', 'pending', 'success', 'fail', 'cancel')`,
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
