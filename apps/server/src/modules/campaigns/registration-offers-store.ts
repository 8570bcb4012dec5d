import { type Executor, schema } from '@jeton/db';
import { and, asc, eq } from 'drizzle-orm';
import { offerOpen } from './offers-store.js';

// The registration offers open now (decision 0078), as the account's creation reads them, and the
// notices of those granted to an account the site completes later (decision 0081).

const offers = schema.campaignOffers;
const notices = schema.registrationOfferNotices;

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

/** Keeps what to tell the player of the offers granted at creation, until the site completes the account. */
export async function keepRegistrationNotices(tx: Executor, userId: number, offerIds: readonly number[]) {
  if (offerIds.length === 0) return;
  await tx.insert(notices).values(offerIds.map((offerId) => ({ userId, offerId })));
}

/** The offers the player is to be told of, taken (deleted) so they are told once, in id order. */
export async function takeRegistrationNotices(tx: Executor, userId: number): Promise<number[]> {
  const told = await tx
    .delete(notices)
    .where(eq(notices.userId, userId))
    .returning({ offerId: notices.offerId });
  return told.map((row) => row.offerId).sort((a, b) => a - b);
}

/** The campaigns' side of an account's registration, handed to the account store by services.ts. */
export const registrationOffers = {
  openIds: openRegistrationOfferIds,
  keepNotices: keepRegistrationNotices,
  takeNotices: takeRegistrationNotices,
};
