import type { Database } from '@jeton/db';
import type { Clock } from '../clock.js';
import {
  ensureCursor,
  eventsAfter,
  lockCursor,
  moveCursor,
  type OutboxPosition,
  readHorizon,
  recordFailure,
} from './outbox-store.js';
import type { Subscriber } from './subscribers.js';

/** Events handled per subscriber in one transaction at most. */
export const RELAY_BATCH_SIZE = 100;
/** Batches per subscriber in one run of the relay at most: a backlog goes over several runs. */
export const RELAY_BATCHES_PER_RUN = 20;
/** A failing subscriber's first retry comes after this long, each next one twice as late… */
export const RETRY_FIRST_DELAY_MS = 1_000;
/** …up to this. */
export const RETRY_MAX_DELAY_MS = 5 * 60_000;
const BACKOFF = { firstDelayMs: RETRY_FIRST_DELAY_MS, maxDelayMs: RETRY_MAX_DELAY_MS };

/** What one batch of one subscriber came to. */
export interface BatchResult {
  /** Events handled (committed with the cursor). */
  delivered: number;
  /** The batch was full: more may be waiting. */
  more: boolean;
  /** Another relay holds this subscriber's cursor right now. */
  busy: boolean;
  /** The subscriber failed or waits after a failure: when it is due again. */
  retryAt: Date | null;
}

/** One batch as it went, for diagnostics (tests print them when a delivery goes wrong). */
export interface BatchTrace {
  subscriber: string;
  /** Where the cursor stood when the batch locked it. */
  from: OutboxPosition;
  horizon: string;
  /** The ids the batch read, in order. */
  eventIds: number[];
  handled: number;
  /** Where the batch moved the cursor; null when it left it. */
  to: OutboxPosition | null;
}

export interface RelayRun {
  delivered: number;
  /** Some subscriber stopped at the run's batch budget with events left. */
  more: boolean;
  /** The earliest time a waiting subscriber is due again, if any waits. */
  retryAt: Date | null;
}

/**
 * Delivers outbox events to subscribers (decision 0029). Each subscriber has a cursor; a batch
 * locks it (SKIP LOCKED: two relays never work for one subscriber at once), handles the next
 * events in order, each in a savepoint, and moves the cursor in the same transaction as the
 * subscriber's work, so that handled means recorded. A failure rolls back that event's work only:
 * the events before it stay handled, the subscriber waits (longer after each failure) and the
 * others go on.
 */
export class OutboxRelay {
  private readonly cursorsMade = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly options: {
      batchSize?: number;
      batchesPerRun?: number;
      onFailure?: (error: unknown, subscriber: string) => void;
      onBatch?: (batch: BatchTrace) => void;
    } = {},
  ) {}

  /** Delivers what is due to every subscriber, each on its own (one slow or failing holds no other). */
  async deliver(subscribers: readonly Subscriber[]): Promise<RelayRun> {
    const runs = await Promise.all(subscribers.map((subscriber) => this.drain(subscriber)));
    const retries = runs.flatMap((run) => (run.retryAt ? [run.retryAt.getTime()] : []));
    return {
      delivered: runs.reduce((sum, run) => sum + run.delivered, 0),
      more: runs.some((run) => run.more),
      retryAt: retries.length > 0 ? new Date(Math.min(...retries)) : null,
    };
  }

  private async drain(subscriber: Subscriber): Promise<RelayRun> {
    let delivered = 0;
    for (let batch = 0; batch < (this.options.batchesPerRun ?? RELAY_BATCHES_PER_RUN); batch++) {
      const result = await this.deliverBatch(subscriber);
      delivered += result.delivered;
      if (!result.more) return { delivered, more: false, retryAt: result.retryAt };
    }
    return { delivered, more: true, retryAt: null };
  }

  /** One batch of one subscriber, in one transaction. */
  async deliverBatch(subscriber: Subscriber): Promise<BatchResult> {
    if (!this.cursorsMade.has(subscriber.name)) {
      await ensureCursor(this.db, subscriber.name, subscriber.from);
      this.cursorsMade.add(subscriber.name);
    }
    const now = this.clock.now();
    try {
      const { result, error } = await this.db.transaction(async (tx) => {
        const cursor = await lockCursor(tx, subscriber.name);
        if (!cursor) return { result: { delivered: 0, more: false, busy: true, retryAt: null } };
        if (cursor.retryAt && cursor.retryAt > now) {
          return { result: { delivered: 0, more: false, busy: false, retryAt: cursor.retryAt } };
        }
        const limit = this.options.batchSize ?? RELAY_BATCH_SIZE;
        const horizon = await readHorizon(tx);
        const events = await eventsAfter(tx, cursor, horizon, subscriber.topics, limit);
        let handled = 0;
        const trace = ({ to }: { to: OutboxPosition | null }) =>
          this.options.onBatch?.({
            subscriber: subscriber.name,
            from: { txId: cursor.txId, eventId: cursor.eventId },
            horizon,
            eventIds: events.map((event) => event.id),
            handled,
            to,
          });
        let reached: OutboxPosition = cursor;
        for (const { txId, ...event } of events) {
          try {
            await tx.transaction((savepoint) => subscriber.handle(savepoint, event));
          } catch (error) {
            // Up to just before the failing event: what it handled, and other topics' events before it.
            const before = { txId, eventId: event.id - 1 };
            const moved = isAfter(before, cursor);
            if (moved) await moveCursor(tx, subscriber.name, before);
            const retryAt = await recordFailure(tx, subscriber.name, now, describe(error), BACKOFF);
            trace({ to: moved ? before : null });
            return { result: { delivered: handled, more: false, busy: false, retryAt }, error };
          }
          handled += 1;
          reached = { txId, eventId: event.id };
        }
        const full = events.length === limit;
        // Caught up: everything below the horizon is passed, other topics' events too, so that the
        // next batch starts there and old events can be pruned.
        const to = full ? reached : { txId: horizon, eventId: 0 };
        const moves = isAfter(to, cursor) || cursor.failures > 0;
        if (moves) await moveCursor(tx, subscriber.name, to);
        trace({ to: moves ? to : null });
        return { result: { delivered: handled, more: full, busy: false, retryAt: null } };
      });
      if (error !== undefined) this.options.onFailure?.(error, subscriber.name);
      if (result.delivered > 0 && subscriber.afterBatch) {
        await subscriber.afterBatch().catch((failure) => this.options.onFailure?.(failure, subscriber.name));
      }
      return result;
    } catch (error) {
      // The transaction itself failed (the database, or a handler that broke it): nothing of the
      // batch happened. The failure is counted on its own, best effort.
      this.options.onFailure?.(error, subscriber.name);
      const retryAt = await recordFailure(this.db, subscriber.name, now, describe(error), BACKOFF).catch(
        () => new Date(now.getTime() + RETRY_FIRST_DELAY_MS),
      );
      return { delivered: 0, more: false, busy: false, retryAt };
    }
  }
}

function isAfter(a: OutboxPosition, b: OutboxPosition): boolean {
  const [ta, tb] = [BigInt(a.txId), BigInt(b.txId)];
  return ta > tb || (ta === tb && a.eventId > b.eventId);
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
