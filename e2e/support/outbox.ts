import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export interface OutboxMessage {
  body: string;
  locale: string;
}

/**
 * The messages sent to `recipient` (newest first) from the developer outbox. A page can show its
 * dialog before the request that sends the message has finished, so the outbox is polled until
 * something is there.
 */
export async function outboxMessages(
  request: APIRequestContext,
  recipient: string,
  template?: string,
): Promise<OutboxMessage[]> {
  const query = new URLSearchParams({ recipient, ...(template ? { template } : {}) });
  let items: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox.json?${query}`);
      expect(response.ok()).toBe(true);
      ({ items } = (await response.json()) as { items: OutboxMessage[] });
      return items.length;
    })
    .toBeGreaterThan(0);
  return items;
}
