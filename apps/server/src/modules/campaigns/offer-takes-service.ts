import type { Database, Executor } from '@jeton/db';
import {
  type AppError,
  errorFamily,
  type LocaleCode,
  type OfferTakeError,
  type PromoCodeGrant,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { OfferGrant } from '../bonuses/bonus-service.js';
import { takeRefusalOf } from './offer-take-rules.js';
import type { OfferTakesStore, OfferToTake } from './offer-takes-store.js';
import { offerText, offerTitles, userSatisfiesParams } from './offers-service.js';

export interface OfferTakesDeps {
  db: Database;
  clock: Clock;
  store: OfferTakesStore;
  /** The bonus engine's grant of an offer's promotions, in the caller's transaction. */
  bonuses: { grantOffer(tx: Executor, grant: OfferGrant): Promise<PromoCodeGrant[]> };
  deposits: { hasCreditedDeposit(userId: number): Promise<boolean> };
}

/** The refusals of `campaigns/takepromotions`; each writes nothing. */
export const TAKE_ERRORS = errorFamily<OfferTakeError>({
  NO_SUCH_OFFER: { type: 'InvalidParameterException' },
  OFFER_NOT_TAKEABLE: { type: 'InvalidParameterException' },
  OFFER_CLOSED: { type: 'InvalidRequestException', status: 409 },
  OFFER_NOT_ELIGIBLE: { type: 'InvalidRequestException', status: 409 },
  OFFER_ALREADY_TAKEN: { type: 'InvalidRequestException', status: 409 },
});

const REFUSALS: Record<LocaleCode, Record<OfferTakeError, string>> = {
  en: {
    NO_SUCH_OFFER: 'There is no such offer',
    OFFER_NOT_TAKEABLE: 'This offer is taken with a deposit or a promo code',
    OFFER_CLOSED: 'This offer is not open now',
    OFFER_NOT_ELIGIBLE: 'This offer is not for you',
    OFFER_ALREADY_TAKEN: 'You have already taken this offer',
  },
  fr: {
    NO_SUCH_OFFER: 'Cette offre n’existe pas',
    OFFER_NOT_TAKEABLE: 'Cette offre s’obtient par un dépôt ou un code promo',
    OFFER_CLOSED: 'Cette offre n’est pas ouverte en ce moment',
    OFFER_NOT_ELIGIBLE: 'Cette offre ne vous est pas destinée',
    OFFER_ALREADY_TAKEN: 'Vous avez déjà profité de cette offre',
  },
};

function refused(reason: OfferTakeError, locale: LocaleCode): AppError {
  const message = REFUSALS[locale][reason];
  const onField = TAKE_ERRORS.answers[reason].type === 'InvalidParameterException';
  return TAKE_ERRORS.create(reason, message, onField ? { data: { fields: { offer_id: message } } } : {});
}

/**
 * Offers a player takes without a code (`campaigns/takepromotions`, trigger `take`): once per player.
 * The take locks the offer's row (shared), checks it is open and meant for the player, records the
 * take (a unique index per offer and player) and grants the promotions through the bonus engine, in
 * one transaction: a double submit, on one app server or two, grants once.
 */
export class OfferTakesService {
  constructor(private readonly deps: OfferTakesDeps) {}

  async take(userId: number, offerId: number, locale: LocaleCode) {
    const { db, store, clock } = this.deps;
    // Read before the transaction: the cashier's store reads outside it (PGlite has one connection).
    const hasDeposit = await this.deps.deposits.hasCreditedDeposit(userId);
    return db.transaction(async (tx) => {
      const offer = await store.offerForTake(tx, offerId);
      const tookBefore = offer ? await store.tookBefore(tx, offer.id, userId) : false;
      const satisfiesParams = offer ? userSatisfiesParams(offer, hasDeposit) : false;
      const now = clock.now();
      const reason = takeRefusalOf(offer ?? null, { satisfiesParams, tookBefore }, now);
      if (reason) throw refused(reason, locale);
      const taken = offer as OfferToTake;
      const takeId = await store.record(tx, {
        offerId: taken.id,
        userId,
        offerVersion: taken.version,
        at: now,
      });
      // The unique index: another request of this player's took it since the check.
      if (takeId === null) throw refused('OFFER_ALREADY_TAKEN', locale);
      const granted = await this.deps.bonuses.grantOffer(tx, {
        userId,
        currency: await store.currencyOf(tx, userId),
        offerId: taken.id,
        titles: offerTitles(taken.description),
        promotions: taken.promotions,
        grantKey: `take:${takeId}`,
        depositMinor: null,
      });
      return { offer_id: taken.id, description: offerText(taken.description, locale), granted };
    });
  }

  /**
   * Grants a registration offer to a player made while it was open (the `registration-offers`
   * subscriber, in the delivery's transaction): the same once-per-player record as a take, so a
   * redelivered event grants nothing twice. Answers what it granted, or null when the player had it
   * already or the id names no registration offer.
   */
  async grantAtRegistration(tx: Executor, userId: number, offerId: number): Promise<PromoCodeGrant[] | null> {
    const { store, clock } = this.deps;
    const offer = await store.offerForTake(tx, offerId);
    if (offer?.triggerAction !== 'registration') return null;
    const takeId = await store.record(tx, { offerId, userId, offerVersion: offer.version, at: clock.now() });
    if (takeId === null) return null;
    return this.deps.bonuses.grantOffer(tx, {
      userId,
      currency: await store.currencyOf(tx, userId),
      offerId,
      titles: offerTitles(offer.description),
      promotions: offer.promotions,
      grantKey: `take:${takeId}`,
      depositMinor: null,
    });
  }
}
