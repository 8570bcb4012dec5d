import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { AccountStore } from '../account/account-store.js';
import type { TakeableOffer } from './offer-take-rules.js';

/** An offer as a take reads it. */
export interface OfferToTake extends TakeableOffer {
  id: number;
  triggerParams: unknown;
  description: unknown;
  promotions: unknown;
  version: number;
}

/** The SQL of offers taken with `campaigns/takepromotions`; only the offer-takes service calls it. */
export class OfferTakesStore {
  /** The players are the account module's (decision 0091). */
  constructor(private readonly accounts: Pick<AccountStore, 'findById'>) {}

  /**
   * The offer, whatever its state, sharing its row's lock so that an operator's pause or end
   * (which locks it for update) waits for a take in progress, and a take waits for it.
   */
  async offerForTake(tx: Executor, id: number): Promise<OfferToTake | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      tx,
      sql`SELECT id, trigger_action, trigger_params, description, promotions, is_active, starts_at, ends_at,
            ended_at, version FROM campaign_offers WHERE id = ${id} FOR SHARE`,
    );
    if (!row) return undefined;
    const date = (value: unknown) => (value === null ? null : new Date(value as string));
    return {
      id: Number(row.id),
      triggerAction: String(row.trigger_action),
      triggerParams: row.trigger_params,
      description: row.description,
      promotions: row.promotions,
      isActive: Boolean(row.is_active),
      startsAt: date(row.starts_at),
      endsAt: date(row.ends_at),
      endedAt: date(row.ended_at),
      version: Number(row.version),
    };
  }

  async tookBefore(executor: Executor, offerId: number, userId: number): Promise<boolean> {
    const [row] = await queryRows<{ id: string }>(
      executor,
      sql`SELECT id FROM campaign_offer_takes WHERE offer_id = ${offerId} AND user_id = ${userId}`,
    );
    return row !== undefined;
  }

  /**
   * Records the take in the taking transaction. Answers its id, or null when this player took the
   * offer already (the unique index: a concurrent request of theirs committed first).
   */
  async record(
    tx: Executor,
    take: { offerId: number; userId: number; offerVersion: number; at: Date },
  ): Promise<number | null> {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO campaign_offer_takes (offer_id, user_id, offer_version, created_at)
          VALUES (${take.offerId}, ${take.userId}, ${take.offerVersion}, ${take.at.toISOString()})
          ON CONFLICT (offer_id, user_id) DO NOTHING RETURNING id`,
    );
    return row ? Number(row.id) : null;
  }

  /** The player's currency. */
  async currencyOf(executor: Executor, userId: number): Promise<string> {
    const player = await this.accounts.findById(userId, executor);
    return player!.currency.trim();
  }
}
