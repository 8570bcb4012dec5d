import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// The registration offers open now (decision 0078), as the account's creation reads them.

/**
 * The ids of the registration offers open now, their rows shared-locked until the caller's
 * transaction ends: an operator's pause or end (which locks the row for update) waits for the
 * account being made, so a player made before the end is told of it and one made after is not.
 */
export async function openRegistrationOfferIds(tx: Executor): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM campaign_offers
        WHERE trigger_action = 'registration' AND is_active AND ended_at IS NULL
          AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
        ORDER BY id FOR SHARE`,
  );
  return rows.map((row) => Number(row.id));
}
