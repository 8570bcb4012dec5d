import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';

/**
 * A PostgreSQL transaction id (`xid8`, 64 bits, never wraps), as text: JavaScript numbers cannot
 * hold every value and the relay only compares them in SQL.
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The transactional outbox (DESIGN "Growing past the first capabilities"): a row written in the same
 * database transaction as the money movement it tells of, so that an event exists exactly when its
 * movement committed. The job runner delivers each row to every subscriber, at least once; a
 * subscriber's delivery is recorded with its own work, so it acts once (decision 0029).
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened, e.g. `wallet.bet`: subscribers choose events by topic. */
    topic: text('topic').notNull(),
    /** The business object the event is about (`user:42`): events of one key keep their order. */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The writing transaction. Ids are taken before commit, so a lower id can commit after a higher
     * one; the relay reads only rows of transactions older than every running one and goes by
     * (transaction, id), an order no later commit can slip into (decision 0029).
     */
    txId: xid8('tx_id').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [index('outbox_events_tx_idx').on(t.txId, t.id)],
);

/**
 * Each subscriber's place in the outbox: the last event it handled, moved in the same transaction
 * as the subscriber's own work, so that a crash between the two cannot make it act twice. A failing
 * subscriber waits until `retry_at`, longer after each failure; the others go on.
 */
export const outboxCursors = pgTable('outbox_cursors', {
  subscriber: text('subscriber').primaryKey(),
  /** (tx_id, event_id) of the last event handled or passed; ('0', 0) before the first. */
  txId: xid8('tx_id').notNull().default(sql`'0'::xid8`),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  /** Failures in a row of the event after the cursor; 0 once it is handled. */
  failures: integer('failures').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who names these tables in SQL (decision 0091). */
export const outboxOwners = tableOwners(ownedBy('outbox', [outboxCursors, outboxEvents]));
