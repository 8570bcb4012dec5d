import { type Executor, queryRows } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';
import { ALL_TOPICS, type DeliveredEvent } from './subscribers.js';

// SQL of the outbox's cursors and events: the relay and the pruning use it, and a subscriber asks
// whether it is behind (`hasUndelivered`). No other code names these tables (decision 0091).

// Orders name the table's columns: a bare `tx_id` would be the text alias of the select list, and
// as text '1000' sorts before '999', so a batch read across a power of ten skipped every event of
// the shorter transaction ids (and pruning took the wrong cursor for the slowest).

/**
 * A place in the outbox: events go by (writing transaction, id). Only transactions older than
 * every running one are read, so no event can later appear before a place already passed
 * (decision 0029).
 */
export interface OutboxPosition {
  /** xid8 as text. */
  txId: string;
  eventId: number;
}

export interface LockedCursor extends OutboxPosition {
  failures: number;
  retryAt: Date | null;
}

/** Makes the subscriber's cursor if it has none: before every event, or at what commits from now on. */
export async function ensureCursor(db: Executor, subscriber: string, from: 'oldest' | 'now'): Promise<void> {
  const start = from === 'now' ? sql`pg_snapshot_xmin(pg_current_snapshot())` : sql`'0'::xid8`;
  await db.execute(sql`INSERT INTO outbox_cursors (subscriber, tx_id, event_id) VALUES (${subscriber}, ${start}, 0)
      ON CONFLICT (subscriber) DO NOTHING`);
}

/** Locks the subscriber's cursor for this transaction; null when another relay holds it. */
export async function lockCursor(tx: Executor, subscriber: string): Promise<LockedCursor | null> {
  const [row] = await queryRows<{
    tx_id: string;
    event_id: string | number;
    failures: number;
    retry_at: Date | null;
  }>(
    tx,
    sql`SELECT tx_id::text AS tx_id, event_id, failures, retry_at FROM outbox_cursors
        WHERE subscriber = ${subscriber} FOR UPDATE SKIP LOCKED`,
  );
  if (!row) return null;
  return {
    txId: row.tx_id,
    eventId: Number(row.event_id),
    failures: row.failures,
    retryAt: row.retry_at === null ? null : new Date(row.retry_at),
  };
}

/**
 * The oldest transaction still running (or the next to start): every transaction below it has
 * committed or rolled back, so the events it wrote are all there to read.
 */
export async function readHorizon(tx: Executor): Promise<string> {
  const [row] = await queryRows<{ horizon: string }>(
    tx,
    sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`,
  );
  return row!.horizon;
}

/** The next events after the position, of the topics, from transactions below the horizon. */
export async function eventsAfter(
  tx: Executor,
  after: OutboxPosition,
  horizon: string,
  topics: readonly string[],
  limit: number,
): Promise<(DeliveredEvent & { txId: string })[]> {
  const rows = await queryRows<{
    id: string | number;
    tx_id: string;
    topic: string;
    key: string;
    payload: Record<string, unknown> | string;
    created_at: Date | string;
  }>(
    tx,
    sql`SELECT id, tx_id::text AS tx_id, topic, key, payload, created_at FROM outbox_events
        WHERE (tx_id, id) > (${after.txId}::xid8, ${after.eventId}::bigint) AND tx_id < ${horizon}::xid8
          AND ${topicFilter(topics)}
        ORDER BY outbox_events.tx_id, outbox_events.id LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    txId: row.tx_id,
    topic: row.topic,
    key: row.key,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    createdAt: new Date(row.created_at),
  }));
}

/**
 * The event of a topic whose payload has this value at this key, as a subscriber is handed it: the
 * demo seed hands a stake to the jackpot engine itself, and the relay later finds its key taken.
 */
export async function findEvent(
  db: Executor,
  topic: string,
  payloadKey: string,
  value: string,
): Promise<DeliveredEvent | null> {
  const [row] = await queryRows<{
    id: string | number;
    key: string;
    payload: Record<string, unknown> | string;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT id, key, payload, created_at FROM outbox_events
        WHERE topic = ${topic} AND payload->>${payloadKey} = ${value}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    topic,
    key: row.key,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    createdAt: new Date(row.created_at),
  };
}

function topicFilter(topics: readonly string[]): SQL {
  if (topics.includes(ALL_TOPICS)) return sql`true`;
  return sql`topic IN (${sql.join(
    topics.map((topic) => sql`${topic}`),
    sql`, `,
  )})`;
}

/** Moves the cursor (the subscriber handled or passed everything up to there) and clears its failures. */
export async function moveCursor(tx: Executor, subscriber: string, to: OutboxPosition): Promise<void> {
  await tx.execute(sql`UPDATE outbox_cursors
      SET tx_id = ${to.txId}::xid8, event_id = ${to.eventId}, failures = 0, retry_at = NULL, last_error = NULL,
          updated_at = now()
      WHERE subscriber = ${subscriber}`);
}

/**
 * Counts a failure of the event after the cursor; the subscriber waits until the answered time,
 * `firstDelayMs` after its first failure in a row, twice as long after each next one, `maxDelayMs`
 * at most.
 */
export async function recordFailure(
  db: Executor,
  subscriber: string,
  now: Date,
  error: string,
  backoff: { firstDelayMs: number; maxDelayMs: number },
): Promise<Date> {
  const [row] = await queryRows<{ retry_at: Date | string }>(
    db,
    sql`UPDATE outbox_cursors
        SET failures = failures + 1, last_error = ${error.slice(0, 2000)}, updated_at = now(),
            retry_at = ${now}::timestamptz + least(${backoff.firstDelayMs}::float8 * power(2, failures),
              ${backoff.maxDelayMs}::float8) * interval '1 millisecond'
        WHERE subscriber = ${subscriber}
        RETURNING retry_at`,
  );
  return new Date(row?.retry_at ?? now.getTime() + backoff.firstDelayMs);
}

/**
 * Deletes, oldest first and at most `limit`, events written before `cutoff` that every one of the
 * subscribers has passed. A subscriber without a cursor yet has passed nothing. Answers how many.
 */
export async function deletePassedEvents(
  db: Executor,
  subscribers: readonly string[],
  cutoff: Date,
  limit: number,
): Promise<number> {
  let passed = sql`true`;
  if (subscribers.length > 0) {
    const cursors = await queryRows<{ tx_id: string; event_id: string | number }>(
      db,
      sql`SELECT tx_id::text AS tx_id, event_id FROM outbox_cursors
          WHERE subscriber IN (${sql.join(
            subscribers.map((name) => sql`${name}`),
            sql`, `,
          )})
          ORDER BY outbox_cursors.tx_id, outbox_cursors.event_id`,
    );
    const slowest = cursors[0];
    if (!slowest || cursors.length < subscribers.length) return 0;
    passed = sql`(tx_id, id) <= (${slowest.tx_id}::xid8, ${Number(slowest.event_id)}::bigint)`;
  }
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM outbox_events WHERE id IN (
          SELECT id FROM outbox_events WHERE ${passed} AND created_at < ${cutoff} ORDER BY tx_id, id LIMIT ${limit})
        RETURNING id`,
  );
  return deleted.length;
}

/**
 * Whether the outbox holds an event of `topics` made before `before` that the subscriber has not
 * handled yet (its cursor goes by transaction, then id: decision 0029).
 */
export async function hasUndelivered(
  tx: Executor,
  subscriber: string,
  topics: readonly string[],
  before: Date,
): Promise<boolean> {
  const topicList = sql.join(
    topics.map((topic) => sql`${topic}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT e.id FROM outbox_events e
        LEFT JOIN outbox_cursors c ON c.subscriber = ${subscriber}
        WHERE e.topic IN (${topicList}) AND e.created_at < ${before}
          AND (e.tx_id, e.id) > (coalesce(c.tx_id, '0'::xid8), coalesce(c.event_id, 0))
        LIMIT 1`,
  );
  return rows.length > 0;
}
