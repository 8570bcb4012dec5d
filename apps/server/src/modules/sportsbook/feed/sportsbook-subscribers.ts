import type { JobRunner } from '../../../jobs/job-runner.js';
import type { LiveSignals } from '../../../live/live-signals.js';
import type { EventSubscriptions } from '../../../outbox/subscribers.js';
import { SPORTSBOOK_SETTLE } from '../settlement/settle-job.js';
import { SPORTSBOOK_TOPICS } from '../sportsbook-events.js';
import type { FeedConsumer } from './feed-consumer.js';
import { FEED_TOPIC } from './feed-publisher.js';

/** The cursor names in the outbox: never rename them. */
export const FEED_SUBSCRIBER = 'sportsbook-feed';
export const SPORTSBOOK_LIVE_SUBSCRIBER = 'sportsbook-live';
export const SETTLEMENT_SUBSCRIBER = 'sportsbook-settlement';
/** The live channel betting pages follow. */
export const SPORTSBOOK_CHANNEL = 'sportsbook';

/**
 * The odds feed's messages applied inside their delivery's transaction (each once); then, after
 * each change committed, a signal to open betting pages, and a settlement run for each result.
 */
export function subscribeSportsbook(
  events: EventSubscriptions,
  deps: { consumer: FeedConsumer; live: LiveSignals; jobs: JobRunner },
): void {
  events.subscribe(FEED_SUBSCRIBER, [FEED_TOPIC], async (tx, event) => {
    await deps.consumer.apply(tx, event.payload);
  });
  events.subscribe(
    SPORTSBOOK_LIVE_SUBSCRIBER,
    [SPORTSBOOK_TOPICS.changed],
    async (_tx, event) => {
      const type = event.payload.change === 'prices' ? 'prices' : 'event';
      await deps.live.publish(SPORTSBOOK_CHANNEL, { type, id: Number(event.payload.eventId) });
    },
    { from: 'now' },
  );
  // Outside the database, so it may run twice: the settlement job is idempotent.
  events.subscribe(SETTLEMENT_SUBSCRIBER, [SPORTSBOOK_TOPICS.marketResulted], async () => {
    deps.jobs.trigger(SPORTSBOOK_SETTLE, {});
  });
}
