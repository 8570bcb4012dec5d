import { type Database, schema } from '@jeton/db';
import { and, desc, eq } from 'drizzle-orm';
import type { MessagingProvider, OutgoingMessage } from '../../ports/messaging-provider.js';

/**
 * Keeps messages in the outbox table. With no SMTP or SMS gateway configured this is where they
 * end; developers and end-to-end tests read them at /dev/outbox.
 */
export class OutboxMessaging implements MessagingProvider {
  constructor(private readonly db: Database) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(schema.outboxMessages).values(message);
  }

  async latest(filter: { recipient?: string; template?: string }, limit = 50) {
    const conditions = [];
    if (filter.recipient) conditions.push(eq(schema.outboxMessages.recipient, filter.recipient));
    if (filter.template) conditions.push(eq(schema.outboxMessages.template, filter.template));
    return this.db
      .select()
      .from(schema.outboxMessages)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(schema.outboxMessages.id))
      .limit(Math.min(limit, 200));
  }
}
