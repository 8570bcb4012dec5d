import type { Database } from '@jeton/db';
import type { Clock } from '../clock.js';
import { defineJob, type JobLog, type JobRunner } from '../jobs/job-runner.js';
import { onOutboxAppended } from './appended.js';
import { deletePassedEvents } from './outbox-store.js';
import { type BatchTrace, OutboxRelay, type RelayRun } from './relay.js';
import {
  type EventHandler,
  type EventSubscriptions,
  type SubscribeOptions,
  SubscriberRegistry,
} from './subscribers.js';

/**
 * The relay as a job: `short` (at most one run waiting, kicks in between fold into it), while any
 * number may run on several app servers at once, since each subscriber's cursor lock keeps them
 * apart. A run lost with its server is only late: the next kick, follow-up or schedule redoes it.
 */
export const OUTBOX_RELAY = defineJob({
  name: 'outbox-relay',
  policy: 'short',
  expireInSeconds: 2 * 60,
  retryLimit: 2,
  pollingIntervalSeconds: 1,
});

/** The relay also runs every minute, for events no kick announced (written by another process). */
const EVERY_MINUTE = '* * * * *';
/** How long after the first append of a burst the relay is sent: one send for many money movements. */
export const KICK_DEBOUNCE_MS = 100;
/** A run that delivered something looks again this much later, for the burst's late commits. */
const FOLLOW_UP_SECONDS = 1;
/** Delivered events are kept this long before housekeeping deletes them (replays, inquiries). */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** Events deleted per statement, and statements per housekeeping run at most. */
const PRUNE_BATCH = 5_000;
const PRUNE_BATCHES_PER_RUN = 20;

/**
 * The outbox's delivery (decision 0029): later features subscribe here to what the wallet writes
 * (`subscribe(name, topics, handler)`), and the relay job hands each event to each subscriber once.
 */
export class OutboxEvents implements EventSubscriptions {
  private readonly subscribers = new SubscriberRegistry();
  readonly relay: OutboxRelay;
  private log: JobLog = () => {};
  private stopListening: (() => void) | null = null;
  private kickTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      jobs: JobRunner;
      /** Tests set smaller batches. */
      batchSize?: number;
      /** Each batch as it went (tests print them when a delivery goes wrong). */
      onBatch?: (batch: BatchTrace) => void;
    },
  ) {
    this.relay = new OutboxRelay(deps.db, deps.clock, {
      batchSize: deps.batchSize,
      onBatch: deps.onBatch,
      onFailure: (error, subscriber) => this.log(error, `outbox subscriber ${subscriber}`),
    });
    deps.jobs.schedule(OUTBOX_RELAY, EVERY_MINUTE, () => this.runRelay());
  }

  subscribe(
    name: string,
    topics: readonly string[],
    handler: EventHandler,
    options?: SubscribeOptions,
  ): void {
    this.subscribers.subscribe(name, topics, handler, options);
  }

  /** Delivers what is due now, once (the relay job's run; tests call it directly). */
  deliver(): Promise<RelayRun> {
    return this.relay.deliver(this.subscribers.list());
  }

  /** Listens for this process's appends (the job runner must be started for kicks to run anything). */
  start(log: JobLog): void {
    this.log = log;
    this.stopListening ??= onOutboxAppended(() => this.kick());
  }

  /** Asks for a relay run soon; many kicks within the debounce make one send. */
  kick(): void {
    if (this.kickTimer) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = null;
      this.deps.jobs.trigger(OUTBOX_RELAY, {});
    }, KICK_DEBOUNCE_MS);
    this.kickTimer.unref();
  }

  /** Stops listening and closes what subscribers opened (a NATS connection). */
  async stop(): Promise<void> {
    this.stopListening?.();
    this.stopListening = null;
    if (this.kickTimer) clearTimeout(this.kickTimer);
    this.kickTimer = null;
    for (const subscriber of this.subscribers.list()) await subscriber.close?.();
  }

  /**
   * Deletes events older than the retention that every subscriber has passed (housekeeping).
   * Answers how many.
   */
  async pruneDelivered(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - OUTBOX_RETENTION_MS);
    const names = this.subscribers.list().map((subscriber) => subscriber.name);
    let deleted = 0;
    for (let batch = 0; batch < PRUNE_BATCHES_PER_RUN; batch++) {
      const count = await deletePassedEvents(this.deps.db, names, cutoff, PRUNE_BATCH);
      deleted += count;
      if (count < PRUNE_BATCH) break;
    }
    return deleted;
  }

  private async runRelay(): Promise<void> {
    const run = await this.deliver();
    // Follows itself while there is work, and wakes when a failing subscriber is due again. Each
    // under its own key, so that a run waiting for later never holds back a kick.
    if (run.more) await this.deps.jobs.send(OUTBOX_RELAY, {}, { key: 'more' });
    else if (run.delivered > 0)
      await this.deps.jobs.send(OUTBOX_RELAY, {}, { key: 'follow-up', startAfterSeconds: FOLLOW_UP_SECONDS });
    if (run.retryAt) {
      const seconds = Math.ceil((run.retryAt.getTime() - this.deps.clock.now().getTime()) / 1000);
      await this.deps.jobs.send(OUTBOX_RELAY, {}, { key: 'retry', startAfterSeconds: Math.max(1, seconds) });
    }
  }
}
