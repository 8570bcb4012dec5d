import { campaignsAnswers, PROMO_CODE_MAX_LENGTH } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';
import { CAMPAIGNS_ERRORS } from './campaigns-errors.js';
import type { OfferTakesService } from './offer-takes-service.js';
import { TAKE_ERRORS } from './offer-takes-service.js';
import type { OffersService } from './offers-service.js';
import { OFFER_FIELDS } from './offers-service.js';
import type { PromoCodesService } from './promo-codes-service.js';

// campaigns (spec section 7): offers (getoffers, takepromotions) and promo codes (checkPromocode,
// activateOffer).

const fieldsField = z
  .string()
  .max(200)
  .optional()
  .transform((list) =>
    list === undefined
      ? [...OFFER_FIELDS]
      : list
          .split(',')
          .map((field) => field.trim())
          .filter((field) => field !== ''),
  )
  .pipe(z.array(z.enum(OFFER_FIELDS)).max(OFFER_FIELDS.length));

/** An offer's id as a form sends it: digits only (no sign, exponent or padding). */
const offerId = z
  .string()
  .regex(/^[1-9]\d{0,11}$/, 'An offer id')
  .transform(Number);

/** A promo code as typed: trimmed and upper-cased by the service; a wrong one is refused by name. */
const promoCodeInput = z.object({ promo_code: z.string().trim().min(1).max(PROMO_CODE_MAX_LENGTH) });

/** The services this module's handlers use, handed in by its module.ts. */
export interface CampaignsApiDeps {
  offers: OffersService;
  promoCodes: PromoCodesService;
  offerTakes: OfferTakesService;
}

export const campaignsApi = defineApiModule<CampaignsApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'campaigns',
      method: 'getoffers',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'Active campaign offers with their trigger, description and promotions (guests too)',
      input: z.object({
        fields: fieldsField,
        offset: queryInteger(0, 100_000),
        count: queryInteger(20, 100, 1),
      }),
      output: campaignsAnswers.getoffers,
      handler: async ({ deps, session, input, locale }) =>
        deps.offers.list(session ? { id: session.userId } : null, input, locale),
    }),
    // No per-IP budget of their own (those are for guests' methods): wrong codes are throttled per
    // player and per address by the promo-code service, with the log-in throttle's rules.
    defineMethod({
      service: 'campaigns',
      method: 'checkPromocode',
      http: 'POST',
      access: 'player',
      errors: declared(CAMPAIGNS_ERRORS, 'PROMO_CODE_INVALID'),
      summary: 'Whether the player may redeem a promo code now, and its offer; grants nothing',
      input: promoCodeInput,
      output: campaignsAnswers.checkPromocode,
      handler: ({ deps, session, input, locale, request }) =>
        deps.promoCodes.check(session!.userId, input.promo_code, request.ip, locale),
    }),
    defineMethod({
      service: 'campaigns',
      method: 'activateOffer',
      http: 'POST',
      access: 'player',
      errors: declared(
        CAMPAIGNS_ERRORS,
        'PROMO_CODE_ALREADY_USED',
        'PROMO_CODE_EXPIRED',
        'PROMO_CODE_INVALID',
        'PROMO_CODE_LIMIT_REACHED',
        'PROMO_CODE_NOT_AVAILABLE',
        'PROMO_CODE_NOT_ELIGIBLE',
        'PROMO_CODE_THROTTLED',
      ),
      summary: "Redeems a promo code: grants its offer's bonus money and free spins once per player",
      input: promoCodeInput.extend({ fields: z.string().max(200).optional() }),
      output: campaignsAnswers.activateOffer,
      handler: ({ deps, session, input, locale, request }) =>
        deps.promoCodes.activate(session!.userId, input.promo_code, request.ip, locale),
    }),
    defineMethod({
      service: 'campaigns',
      method: 'takepromotions',
      http: 'POST',
      access: 'player',
      errors: declared(
        TAKE_ERRORS,
        'NO_SUCH_OFFER',
        'OFFER_ALREADY_TAKEN',
        'OFFER_CLOSED',
        'OFFER_NOT_ELIGIBLE',
        'OFFER_NOT_TAKEABLE',
      ),
      summary:
        "Takes an offer's promotions without a code (offers whose trigger is take): once per player, while open",
      input: z.object({ offer_id: offerId }),
      output: campaignsAnswers.takepromotions,
      handler: ({ deps, session, input, locale }) =>
        deps.offerTakes.take(session!.userId, input.offer_id, locale),
    }),
  ],
});
