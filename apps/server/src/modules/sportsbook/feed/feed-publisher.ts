import type { Database } from '@jeton/db';
import { appendOutboxEvent } from '../../../outbox/append.js';
import { FEED_TOPIC, type SignedFeedMessage } from './feed-protocol.js';

/**
 * Puts a signed feed message on the one transport (the outbox, delivered in process, and to NATS
 * JetStream as well when NATS_URL is set), where the `sportsbook-feed` subscriber consumes it.
 */
export class FeedPublisher {
  constructor(private readonly db: Database) {}

  publish(message: SignedFeedMessage): Promise<void> {
    return appendOutboxEvent(this.db, {
      topic: FEED_TOPIC,
      key: `feed:${message.provider}`,
      payload: { ...message },
    });
  }
}
