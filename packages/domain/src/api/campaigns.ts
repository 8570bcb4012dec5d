import { z } from 'zod';
import { promoCodeGrantSchema } from '../entities/promo-codes.js';

// The answers of the campaigns service.

/**
 * Why `campaigns/takepromotions` refused an offer (the error's code): no such offer, one taken
 * otherwise (a deposit, a promo code), one not open now, one whose params the player does not
 * satisfy, one the player took already.
 */
export const OFFER_TAKE_ERRORS = [
  'NO_SUCH_OFFER',
  'OFFER_NOT_TAKEABLE',
  'OFFER_CLOSED',
  'OFFER_NOT_ELIGIBLE',
  'OFFER_ALREADY_TAKEN',
] as const;
export type OfferTakeError = (typeof OFFER_TAKE_ERRORS)[number];

const offerText = z.object({ title: z.string(), text: z.string(), image_url: z.string() });

/**
 * A registration offer a new account gets (decision 0078), in `auth/register`'s answer: the site's
 * welcome popup words it. Not a method's answer, so it stays out of `campaignsAnswers`.
 */
export const registrationOfferSchema = z.object({ offer_id: z.number(), description: offerText });

export const campaignsAnswers = {
  getoffers: z.object({
    total: z.number(),
    items: z.array(
      z.object({
        id: z.number(),
        trigger: z
          .object({
            action: z.string(),
            user_satisfies_params: z.boolean(),
            params: z.object({ exclude_methods: z.array(z.string()), first_deposit: z.boolean() }),
          })
          .optional(),
        description: offerText.optional(),
        promotions: z.array(z.unknown()).optional(),
        /**
         * A "take" offer this player took already (takepromotions), or a registration offer they were
         * granted at sign-up; absent for guests and other offers.
         */
        taken: z.boolean().optional(),
      }),
    ),
  }),
  /** The code is usable by this player: the offer it would grant. */
  checkPromocode: z.object({ promo_code: z.string(), offer_id: z.number(), description: offerText }),
  /** The code was redeemed: the offer and what it granted. */
  activateOffer: z.object({
    promo_code: z.string(),
    offer_id: z.number(),
    description: offerText,
    granted: z.array(promoCodeGrantSchema),
  }),
  /** The offer was taken: what it granted. */
  takepromotions: z.object({
    offer_id: z.number(),
    description: offerText,
    granted: z.array(promoCodeGrantSchema),
  }),
};
