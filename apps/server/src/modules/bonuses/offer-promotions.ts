import {
  type bonusMoneyPromotion,
  type depositBonusPromotion,
  type freeSpinsPromotion,
  type OfferPromotion,
  offerPromotionSchema,
} from '@jeton/domain';
import type { z } from 'zod';

// What an offer grants (campaign_offers.promotions), as the bonus engine reads it (the schema is
// the back office's too, in @jeton/domain). An entry of an unknown type, or one that does not parse,
// grants nothing: it is left out, never guessed at.

export type DepositBonusTerms = z.output<typeof depositBonusPromotion>;
export type BonusMoneyTerms = z.output<typeof bonusMoneyPromotion>;
export type FreeSpinsTerms = z.output<typeof freeSpinsPromotion>;
export type Promotion = OfferPromotion;

/** The promotions of an offer that the engine grants, each with its place in the offer's list. */
export function promotionsOf(stored: unknown): { index: number; promotion: Promotion }[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry, index) => {
    const parsed = offerPromotionSchema.safeParse(entry);
    return parsed.success ? [{ index, promotion: parsed.data }] : [];
  });
}

/** A deposit bonus's money for a deposit, in minor units: its share, capped, rounded down. */
export function depositBonusMinor(terms: DepositBonusTerms, depositMinor: bigint, scale: number): bigint {
  const share = (depositMinor * BigInt(Math.round(terms.percent * 100))) / 10_000n;
  const cap = BigInt(Math.round(terms.max_amount * 10 ** scale));
  return share < cap ? share : cap;
}

/** Major units (the offer's) to minor units of a currency. */
export function toMinor(major: number, scale: number): bigint {
  return BigInt(Math.round(major * 10 ** scale));
}
