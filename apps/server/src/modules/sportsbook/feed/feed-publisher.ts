import type { Database } from '@jeton/db';
import { appendOutboxEvent } from '../../../outbox/append.js';
import type { OddsFeedSink, SignedFeedMessage } from '../../../ports/odds-feed.js';

/** The outbox topic the feed's signed messages travel on (the book's own, not the port's). */
export const FEED_TOPIC = 'sportsfeed.message';

/**
 * The sportsbook's side of the odds-feed port (decision 0092): puts a signed feed message on the
 * one transport (the outbox, delivered in process, and to NATS JetStream as well when NATS_URL is
 * set), where the `sportsbook-feed` subscriber consumes it.
 */
export class FeedPublisher implements OddsFeedSink {
  constructor(private readonly db: Database) {}

  deliver(message: SignedFeedMessage): Promise<void> {
    return this.publish(message);
  }

  publish(message: SignedFeedMessage): Promise<void> {
    return appendOutboxEvent(this.db, {
      topic: FEED_TOPIC,
      key: `feed:${message.provider}`,
      payload: { ...message },
    });
  }
}
