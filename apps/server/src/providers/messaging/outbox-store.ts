import { type Executor, schema } from '@jeton/db';
import { and, desc, eq } from 'drizzle-orm';
import type { OutgoingMessage } from '../../ports/messaging-provider.js';

// The outbox_messages table: the messages the sandbox messaging provider keeps (outbox.ts).

export async function insertOutboxMessage(executor: Executor, message: OutgoingMessage): Promise<void> {
  await executor.insert(schema.outboxMessages).values(message);
}

/** The newest messages first, by recipient and template when given. */
export async function latestOutboxMessages(
  executor: Executor,
  filter: { recipient?: string; template?: string },
  limit: number,
) {
  const conditions = [];
  if (filter.recipient) conditions.push(eq(schema.outboxMessages.recipient, filter.recipient));
  if (filter.template) conditions.push(eq(schema.outboxMessages.template, filter.template));
  return executor
    .select()
    .from(schema.outboxMessages)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(schema.outboxMessages.id))
    .limit(limit);
}
