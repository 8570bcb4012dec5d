import type { Executor } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { outboxAppended } from './appended.js';

/** An event to deliver to subscribers once the transaction that writes it commits. */
export interface OutboxEvent {
  /** What happened, e.g. `wallet.bet`. */
  topic: string;
  /** The business object it is about, e.g. `user:42`. */
  key: string;
  /** Plain JSON: amounts in minor units as strings (JSON has no bigint). */
  payload: Record<string, unknown>;
}

/**
 * Writes the event in the caller's transaction: one insert, so it commits or rolls back with the
 * money movement it tells of.
 */
export async function appendOutboxEvent(tx: Executor, event: OutboxEvent): Promise<void> {
  await tx.execute(
    sql`INSERT INTO outbox_events (topic, key, payload)
        VALUES (${event.topic}, ${event.key}, ${JSON.stringify(event.payload)}::jsonb)`,
  );
  outboxAppended();
}
