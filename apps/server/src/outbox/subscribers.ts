import type { Executor } from '@jeton/db';

/** An outbox event as a subscriber receives it. */
export interface DeliveredEvent {
  id: number;
  topic: string;
  key: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Handles one event inside the relay's transaction. Database work done through `tx` commits with
 * the subscriber's cursor, so it happens once; anything outside the database may happen again
 * after a crash (at least once) and must be idempotent by itself. Throwing rolls back this event's
 * work and retries it later; the subscriber's earlier events stay handled.
 */
export type EventHandler = (tx: Executor, event: DeliveredEvent) => Promise<void>;

/** Every topic, for subscribers that take them all (the NATS publisher). */
export const ALL_TOPICS = '*';

export interface SubscribeOptions {
  /**
   * Where a new subscriber starts: `oldest`, every event still kept (the default), or `now`, the
   * events of transactions that commit from now on (a feature that should not act on the past).
   */
  from?: 'oldest' | 'now';
  /** Called when the server stops (a connection to close). */
  close?: () => Promise<void>;
  /**
   * Called after a batch that handled events has committed: the place for signals outside the
   * database (a browser told to re-read), which must not go out before what they announce is visible.
   */
  afterBatch?: () => Promise<void>;
}

export interface Subscriber {
  name: string;
  /** Exact topics, or [ALL_TOPICS]. */
  topics: readonly string[];
  handle: EventHandler;
  from: 'oldest' | 'now';
  close: (() => Promise<void>) | undefined;
  afterBatch: (() => Promise<void>) | undefined;
}

/** What later features use: wagering, loyalty, tournaments and jackpots subscribe, the wallet does not change. */
export interface EventSubscriptions {
  subscribe(name: string, topics: readonly string[], handler: EventHandler, options?: SubscribeOptions): void;
}

const NAME = /^[a-z][a-z0-9-]{0,62}$/;

/** The subscribers of this process, by name. The name keys the subscriber's cursor: never rename one. */
export class SubscriberRegistry implements EventSubscriptions {
  private readonly byName = new Map<string, Subscriber>();

  subscribe(
    name: string,
    topics: readonly string[],
    handler: EventHandler,
    options: SubscribeOptions = {},
  ): void {
    if (!NAME.test(name)) throw new Error(`outbox subscriber ${JSON.stringify(name)}: a-z, 0-9 and -`);
    if (this.byName.has(name)) throw new Error(`outbox subscriber ${name} is subscribed twice`);
    if (topics.length === 0) throw new Error(`outbox subscriber ${name}: no topics`);
    this.byName.set(name, {
      name,
      topics: [...topics],
      handle: handler,
      from: options.from ?? 'oldest',
      close: options.close,
      afterBatch: options.afterBatch,
    });
  }

  list(): Subscriber[] {
    return [...this.byName.values()];
  }
}
