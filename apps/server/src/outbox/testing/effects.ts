import { type Database, type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { appendOutboxEvent } from '../append.js';
import type { EventHandler } from '../subscribers.js';

// What the outbox tests' subscribers do: one row per event handled, written in the relay's
// transaction like a real subscriber's work. No unique key, so that acting twice would show.

export async function createEffectsTable(db: Database): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS test_effects (
      seq bigserial PRIMARY KEY, subscriber text NOT NULL, event_id bigint NOT NULL)`);
}

/** A subscriber's handler that records each event it is given. */
export function recordEffect(subscriber: string): EventHandler {
  return async (tx, event) => {
    await tx.execute(
      sql`INSERT INTO test_effects (subscriber, event_id) VALUES (${subscriber}, ${event.id})`,
    );
  };
}

/** The events each subscriber acted on, in the order it did. */
export async function effectsOf(db: Executor, subscriber: string): Promise<number[]> {
  const rows = await queryRows<{ event_id: string | number }>(
    db,
    sql`SELECT event_id FROM test_effects WHERE subscriber = ${subscriber} ORDER BY seq`,
  );
  return rows.map((row) => Number(row.event_id));
}

/** Appends an event in a transaction of its own; answers its id. */
export async function appendCommitted(db: Database, topic: string, key = 'user:1'): Promise<number> {
  return db.transaction(async (tx) => {
    await appendOutboxEvent(tx, { topic, key, payload: { amount: '100' } });
    const [row] = await queryRows<{ id: string | number }>(
      tx,
      sql`SELECT currval(pg_get_serial_sequence('outbox_events', 'id')) AS id`,
    );
    return Number(row!.id);
  });
}

/**
 * Waits until every event written so far is below the relay's horizon. On PostgreSQL the horizon
 * is the oldest transaction running in the whole cluster, so another test's transaction can hold
 * a delivery back for a moment (never lose it); tests that count one run's work wait first.
 */
export async function untilRelayCanSeeAll(db: Database): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    const [row] = await queryRows<{ seen: boolean | null }>(
      db,
      sql`SELECT bool_and(tx_id < pg_snapshot_xmin(pg_current_snapshot())) AS seen FROM outbox_events`,
    );
    if (row?.seen !== false) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('a transaction held the outbox horizon back for 10 s');
}
