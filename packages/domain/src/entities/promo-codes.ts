import { z } from 'zod';

// Promo codes (decision 0066), shared by the server, the player site and the back office.

/** The longest code the promo field takes (promoCodeField). */
export const PROMO_CODE_MAX_LENGTH = 64;

/**
 * Why a promo code was refused: the `promo_code` code of the error (spec sections 5 and 8). The
 * site shows a message per reason and falls back to INVALID for one it does not know.
 */
export const PROMO_CODE_ERRORS = [
  'INVALID',
  'NOT_AVAILABLE',
  'EXPIRED',
  'ALREADY_USED',
  'LIMIT_REACHED',
  'NOT_ELIGIBLE',
] as const;
export type PromoCodeError = (typeof PROMO_CODE_ERRORS)[number];

/** Codes are compared trimmed and case-insensitively: kept and looked up in upper case. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Letters, digits, - and _ only: what an operator may create and what a lookup can ever match. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/** An operator's new code: normalised, then checked. */
export const promoCodeTextSchema = z
  .string()
  .max(100)
  .transform(normalisePromoCode)
  .pipe(
    z
      .string()
      .min(3, 'At least 3 characters')
      .max(32, 'At most 32 characters')
      .regex(PROMO_CODE_PATTERN, 'Letters, digits, - and _'),
  );

/** Bonus money as a share of the deposit, capped (deposit offers). */
export const depositBonusPromotion = z.object({
  type: z.literal('deposit_bonus'),
  /** Share of the deposit, in per cent. */
  percent: z.number().positive().max(1000),
  /** The most bonus money, in major units. */
  max_amount: z.number().positive().max(1_000_000),
  /** Times the bonus to stake before it converts. */
  wager: z.number().int().min(1).max(200),
  /** Days it runs once active. */
  days: z.number().int().min(1).max(365),
});

/** A fixed amount of bonus money (promo-code offers, which have no deposit to take a share of). */
export const bonusMoneyPromotion = z.object({
  type: z.literal('bonus_money'),
  /** In major units of the player's currency. */
  amount: z.number().positive().max(100_000),
  wager: z.number().int().min(1).max(200),
  days: z.number().int().min(1).max(365),
});

export const freeSpinsPromotion = z.object({
  type: z.literal('free_spins'),
  count: z.number().int().min(1).max(1000),
  game: z.string().min(1).max(100),
  /** Stake of each spin, in major units. */
  stake: z.number().positive().max(100).default(0.2),
  days: z.number().int().min(1).max(365).default(7),
});

/**
 * A betting bonus (decision 0070): a free bet of a fixed amount, for sports only, staked whole on
 * one single at `min_odds` or more before it expires; a win pays the winnings without the stake.
 */
export const bettingBonusPromotion = z.object({
  type: z.literal('betting_bonus'),
  /** The free bet's stake, in major units (within the sportsbook's stake limits). */
  bet_amount: z.number().min(0.1).max(1000),
  /** The lowest decimal odds the free bet may be placed at. */
  min_odds: z.number().min(1.01).max(100),
  /** Days from the grant to activate and place it. */
  days: z.number().int().min(1).max(365),
});

/** What an offer grants, one entry of `campaign_offers.promotions`, as the bonus engine reads it. */
export const offerPromotionSchema = z.discriminatedUnion('type', [
  depositBonusPromotion,
  bonusMoneyPromotion,
  freeSpinsPromotion,
  bettingBonusPromotion,
]);
export type OfferPromotion = z.output<typeof offerPromotionSchema>;

/** What a redeemed code granted, as the "promo-code activated" popup tells it. */
export const promoCodeGrantSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bonus_money'),
    amount: z.object({ amount: z.number(), currency: z.string() }),
    wager: z.number(),
  }),
  z.object({ type: z.literal('free_spins'), count: z.number(), game: z.string() }),
  z.object({
    type: z.literal('betting_bonus'),
    amount: z.object({ amount: z.number(), currency: z.string() }),
    min_odds: z.number(),
  }),
]);
export type PromoCodeGrant = z.output<typeof promoCodeGrantSchema>;
