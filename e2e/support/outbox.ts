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
export async function outboxMessages(recipient: string, template?: string): Promise<OutboxMessage[]> {
  const query = new URLSearchParams({ recipient, ...(template ? { template } : {}) });
  // The outbox answers only this machine, never a request that names a forwarded client: read it
  // with Node's fetch (Playwright's request contexts carry the tests' own X-Forwarded-For).
  const url = new URL(`/dev/outbox.json?${query}`, process.env.E2E_BASE_URL);
  let items: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      const response = await fetch(url);
      expect(response.ok).toBe(true);
      ({ items } = (await response.json()) as { items: OutboxMessage[] });
      return items.length;
    })
    .toBeGreaterThan(0);
  return items;
}
