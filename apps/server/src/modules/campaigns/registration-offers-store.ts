import { type Executor, schema } from '@jeton/db';
import { and, asc, eq } from 'drizzle-orm';
import { offerOpen } from './offers-store.js';

// The registration offers open now (decision 0078), as the account's creation reads them.

const offers = schema.campaignOffers;

/**
 * The ids of the registration offers open now (the same `offerOpen` as every list), their rows
 * shared-locked until the caller's transaction ends: an operator's pause or end (which locks the
 * row for update) waits for the account being made, so a player made before the end is told of it
 * and one made after is not.
 */
export async function openRegistrationOfferIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.triggerAction, 'registration'), offerOpen))
    .orderBy(asc(offers.id))
    .for('share');
  return rows.map((row) => Number(row.id));
}
