import { z } from 'zod';
import {
  bettingBonusPromotion,
  bonusMoneyPromotion,
  depositBonusPromotion,
  freeSpinsPromotion,
  offerPromotionSchema,
  promoCodeTextSchema,
} from '../entities/promo-codes.js';
import {
  dateTimeInput,
  isoDateTime,
  listAnswer,
  pagingSchema,
  recordIdSchema,
  requiredText,
  sysnameSchema,
  withinListWindow,
} from './shared.js';

// offers/list, create, update, setStatus and promoCodes/list, create, disable, enable (decision 0068):
// campaign offers and their promo codes, managed by operators with `bonuses.manage`. An update
// adds a version of the offer's terms; what players already took was copied when granted.

export const OFFER_LIMITS = {
  title: 120,
  text: 1_000,
  imageUrl: 500,
  promotions: 5,
  excludedMethods: 20,
  sort: 1_000,
  /** A code is used at most this many times in all. */
  maxUses: 1_000_000,
} as const;

/**
 * What takes an offer: a deposit (the cashier), a promo code (the promo-code service), the
 * player's own "Take" on the offers page (`campaigns/takepromotions`), or the account's creation
 * (every player created while it is open gets it once, decision 0078).
 */
export const OFFER_TRIGGERS = ['deposit', 'promo_code', 'take', 'registration'] as const;
export type OfferTrigger = (typeof OFFER_TRIGGERS)[number];

/** What each trigger can grant: a deposit bonus needs a deposit, bonus money is a code's fixed amount. */
export const PROMOTIONS_BY_TRIGGER: Readonly<Record<OfferTrigger, readonly string[]>> = {
  deposit: ['deposit_bonus', 'free_spins', 'betting_bonus'],
  promo_code: ['bonus_money', 'free_spins', 'betting_bonus'],
  take: ['bonus_money', 'free_spins', 'betting_bonus'],
  registration: ['bonus_money', 'free_spins', 'betting_bonus'],
};

export const OFFER_STATUSES = ['active', 'paused', 'ended'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

const sysname = sysnameSchema();
const dateTime = dateTimeInput;

/** Re-exported for the screens: the fields of each promotion type, with their ranges. */
export const OFFER_PROMOTION_SCHEMAS = {
  deposit_bonus: depositBonusPromotion,
  bonus_money: bonusMoneyPromotion,
  free_spins: freeSpinsPromotion,
  betting_bonus: bettingBonusPromotion,
} as const;

export const offerTermsSchema = z
  .object({
    triggerAction: z.enum(OFFER_TRIGGERS),
    /** Deposit offers: only with a player's first deposit; taken offers: only before one. */
    firstDeposit: z.boolean(),
    /** Deposit offers: the payment methods (sysnames) that do not take it. */
    excludeMethods: z.array(sysname).max(OFFER_LIMITS.excludedMethods),
    titleEn: requiredText(OFFER_LIMITS.title),
    titleFr: requiredText(OFFER_LIMITS.title),
    textEn: requiredText(OFFER_LIMITS.text),
    textFr: requiredText(OFFER_LIMITS.text),
    /** A site path (/campaigns/…) or an https address; empty: no picture. */
    imageUrl: z
      .string()
      .trim()
      .max(OFFER_LIMITS.imageUrl)
      .regex(/^(|\/[^\s]*|https:\/\/[^\s]+)$/, 'A path starting with / or an https address'),
    promotions: z.array(offerPromotionSchema).min(1).max(OFFER_LIMITS.promotions),
    /** The window the offer is shown and taken in; null: from now, without end. */
    startsAt: dateTime.nullable(),
    endsAt: dateTime.nullable(),
    sort: z.number().int().min(0).max(OFFER_LIMITS.sort),
  })
  .strict();

export type OfferTerms = z.output<typeof offerTermsSchema>;

/** The rules across fields: dates in order, promotions the trigger can grant. */
export function checkOfferTerms(terms: OfferTerms, context: z.RefinementCtx): void {
  if (terms.startsAt && terms.endsAt && !(Date.parse(terms.endsAt) > Date.parse(terms.startsAt))) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'After the start' });
  }
  const allowed = PROMOTIONS_BY_TRIGGER[terms.triggerAction];
  terms.promotions.forEach((promotion, index) => {
    if (!allowed.includes(promotion.type)) {
      context.addIssue({
        code: 'custom',
        path: ['promotions', index, 'type'],
        message:
          terms.triggerAction === 'deposit'
            ? 'A deposit offer grants a deposit bonus, free spins or a betting bonus'
            : 'An offer without a deposit grants bonus money, free spins or a betting bonus',
      });
    }
  });
  if (terms.triggerAction !== 'deposit' && terms.excludeMethods.length > 0) {
    context.addIssue({ code: 'custom', path: ['excludeMethods'], message: 'Only for deposit offers' });
  }
  if (terms.triggerAction === 'promo_code' && terms.firstDeposit) {
    context.addIssue({ code: 'custom', path: ['firstDeposit'], message: 'Not for promo-code offers' });
  }
  // A new account has made no deposit: the param would say nothing.
  if (terms.triggerAction === 'registration' && terms.firstDeposit) {
    context.addIssue({ code: 'custom', path: ['firstDeposit'], message: 'Not for registration offers' });
  }
}

export const offerCreateInput = offerTermsSchema.extend({ sysname }).strict().superRefine(checkOfferTerms);
export const offerUpdateInput = offerTermsSchema
  .extend({ id: recordIdSchema })
  .strict()
  .superRefine(checkOfferTerms);
export const offerStatusInput = z.object({ id: recordIdSchema, status: z.enum(OFFER_STATUSES) }).strict();

export type OfferCreate = z.output<typeof offerCreateInput>;
export type OfferUpdate = z.output<typeof offerUpdateInput>;

export const offerAdminSchema = z.object({
  id: z.number().int(),
  sysname: z.string(),
  status: z.enum(OFFER_STATUSES),
  version: z.number().int(),
  triggerAction: z.string(),
  firstDeposit: z.boolean(),
  excludeMethods: z.array(z.string()),
  titleEn: z.string(),
  titleFr: z.string(),
  textEn: z.string(),
  textFr: z.string(),
  imageUrl: z.string(),
  promotions: z.array(z.unknown()),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  sort: z.number().int(),
  /** Players who took it: a bonus or free spins granted from it, or a code of it redeemed. */
  players: z.number().int(),
  /** Its promo codes (promo-code offers). */
  codes: z.number().int(),
  updatedAt: isoDateTime,
});
export type OfferAdminRow = z.output<typeof offerAdminSchema>;

/** Text an operator searches lists by: an offer's name or title, a code. */
const listSearch = z.string().trim().max(100).optional();

/** A page of offers, newest first, found by name or title (either language), of one trigger. */
export const offerListInput = withinListWindow(
  pagingSchema
    .extend({
      search: listSearch,
      trigger: z.enum(OFFER_TRIGGERS).optional(),
      /** Only offers that have not ended (the promo-code dialog's choice of offers). */
      notEnded: z.boolean().optional(),
    })
    .strict(),
);
export type OfferListQuery = z.output<typeof offerListInput>;
export const offerListAnswer = listAnswer(offerAdminSchema);

export const promoCodeCreateInput = z
  .object({
    code: promoCodeTextSchema,
    offerId: recordIdSchema,
    /** Null: no limit. */
    maxUses: z.number().int().min(1).max(OFFER_LIMITS.maxUses).nullable(),
    startsAt: dateTime.nullable(),
    endsAt: dateTime.nullable(),
    newPlayersOnly: z.boolean(),
  })
  .strict()
  .superRefine((code, context) => {
    if (code.startsAt && code.endsAt && !(Date.parse(code.endsAt) > Date.parse(code.startsAt))) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'After the start' });
    }
  });
export type PromoCodeCreate = z.output<typeof promoCodeCreateInput>;
export const promoCodeIdInput = z.object({ id: recordIdSchema }).strict();

export const promoCodeAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  offerId: z.number().int(),
  offerSysname: z.string(),
  /** The offer's title in each language: the screen shows the one it is shown in. */
  offerTitleEn: z.string(),
  offerTitleFr: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  newPlayersOnly: z.boolean(),
  isDisabled: z.boolean(),
  createdAt: isoDateTime,
});
export type PromoCodeAdminRow = z.output<typeof promoCodeAdminSchema>;

/** A page of codes, newest first, found by the start of the code or by their offer's name or title. */
export const promoCodeListInput = withinListWindow(pagingSchema.extend({ search: listSearch }).strict());
export type PromoCodeListQuery = z.output<typeof promoCodeListInput>;
export const promoCodeListAnswer = listAnswer(promoCodeAdminSchema);
