import type { Database } from '@jeton/db';
import type { MessagingProvider, OutgoingMessage } from '../../ports/messaging-provider.js';
import { insertOutboxMessage, latestOutboxMessages } from './outbox-store.js';

/**
 * Keeps messages in the outbox table. With no SMTP or SMS gateway configured this is where they
 * end; developers and end-to-end tests read them at /dev/outbox.
 */
export class OutboxMessaging implements MessagingProvider {
  constructor(private readonly db: Database) {}

  async send(message: OutgoingMessage): Promise<void> {
    await insertOutboxMessage(this.db, message);
  }

  async latest(filter: { recipient?: string; template?: string }, limit = 50) {
    return latestOutboxMessages(this.db, filter, Math.min(limit, 200));
  }
}
