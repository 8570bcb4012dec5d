import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { AccountStore } from '../account/account-store.js';
import type { PromoCodeTerms } from './promo-code-rules.js';

/** A promo code with the offer it grants, as a redemption reads it. */
export interface PromoCodeWithOffer extends PromoCodeTerms {
  id: number;
  code: string;
  offer: PromoCodeTerms['offer'] & {
    id: number;
    version: number;
    description: unknown;
    promotions: unknown;
  };
}

interface Row extends Record<string, unknown> {
  id: string | number;
  code: string;
  is_disabled: boolean;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  max_uses: number | null;
  uses: number;
  new_players_only: boolean;
  offer_id: string | number;
  trigger_action: string;
  is_active: boolean;
  offer_starts_at: Date | string | null;
  offer_ends_at: Date | string | null;
  offer_ended_at: Date | string | null;
  version: number;
  description: unknown;
  promotions: unknown;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

function fromRow(row: Row): PromoCodeWithOffer {
  return {
    id: Number(row.id),
    code: row.code,
    isDisabled: row.is_disabled,
    startsAt: dateOrNull(row.starts_at),
    endsAt: dateOrNull(row.ends_at),
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    uses: Number(row.uses),
    newPlayersOnly: row.new_players_only,
    offer: {
      id: Number(row.offer_id),
      triggerAction: row.trigger_action,
      isActive: row.is_active,
      startsAt: dateOrNull(row.offer_starts_at),
      endsAt: dateOrNull(row.offer_ends_at),
      endedAt: dateOrNull(row.offer_ended_at),
      version: Number(row.version),
      description: row.description,
      promotions: row.promotions,
    },
  };
}

/** The SQL of promo codes and their redemptions; only the promo-codes service calls it. */
export class PromoCodesStore {
  /** The players are the account module's (decision 0091). */
  constructor(private readonly accounts: Pick<AccountStore, 'findById'>) {}

  /** A code (already normalised) with its offer; locked when `lock`, so that redemptions of it queue. */
  async byCode(executor: Executor, code: string, lock = false): Promise<PromoCodeWithOffer | null> {
    const [row] = await queryRows<Row>(
      executor,
      sql`SELECT pc.id, pc.code, pc.is_disabled, pc.starts_at, pc.ends_at, pc.max_uses, pc.uses, pc.new_players_only,
            o.id AS offer_id, o.trigger_action, o.is_active, o.starts_at AS offer_starts_at,
            o.ends_at AS offer_ends_at, o.ended_at AS offer_ended_at, o.version, o.description, o.promotions
          FROM promo_codes pc JOIN campaign_offers o ON o.id = pc.offer_id
          WHERE pc.code = ${code} ${lock ? sql`FOR UPDATE OF pc` : sql``}`,
    );
    return row ? fromRow(row) : null;
  }

  async usedBefore(executor: Executor, codeId: number, userId: number): Promise<boolean> {
    const [row] = await queryRows<{ id: string }>(
      executor,
      sql`SELECT id FROM promo_code_redemptions WHERE promo_code_id = ${codeId} AND user_id = ${userId}`,
    );
    return row !== undefined;
  }

  /** The player's currency and registration time. */
  async player(executor: Executor, userId: number): Promise<{ currency: string; registeredAt: Date }> {
    const player = await this.accounts.findById(userId, executor);
    return { currency: player!.currency.trim(), registeredAt: player!.createdAt };
  }

  /**
   * Records the redemption and counts the use, in the redeeming transaction. Answers the
   * redemption's id, or null when this player redeemed the code already (the unique index).
   */
  async redeem(
    tx: Executor,
    redemption: { codeId: number; userId: number; offerId: number; offerVersion: number; at: Date },
  ): Promise<number | null> {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO promo_code_redemptions (promo_code_id, user_id, offer_id, offer_version, created_at)
          VALUES (${redemption.codeId}, ${redemption.userId}, ${redemption.offerId}, ${redemption.offerVersion},
            ${redemption.at.toISOString()})
          ON CONFLICT (promo_code_id, user_id) DO NOTHING RETURNING id`,
    );
    if (!row) return null;
    await tx.execute(sql`UPDATE promo_codes SET uses = uses + 1 WHERE id = ${redemption.codeId}`);
    return Number(row.id);
  }
}
