import type { Database, Executor } from '@jeton/db';
import {
  AppError,
  type LocaleCode,
  normalisePromoCode,
  PROMO_CODE_PATTERN,
  type PromoCodeError,
  type PromoCodeGrant,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { OfferGrant } from '../bonuses/bonus-service.js';
import { offerText, offerTitles } from './offers-service.js';
import { NEW_PLAYER_DAYS, type RedeemingPlayer, refusalOf } from './promo-code-rules.js';
import type { PromoCodesStore, PromoCodeWithOffer } from './promo-codes-store.js';

export interface PromoCodesDeps {
  db: Database;
  clock: Clock;
  store: PromoCodesStore;
  /** The bonus engine's grant of an offer's promotions, in the caller's transaction. */
  bonuses: { grantOffer(tx: Executor, grant: OfferGrant): Promise<PromoCodeGrant[]> };
  /** Failed codes per player and address, counted apart from log-ins (the `promo:` keys). */
  throttle: LoginThrottle;
}

/**
 * Promo codes (decision 0066): a player checks a code or redeems it (`campaigns/checkPromocode`,
 * `campaigns/activateOffer`), or registers with one. A redemption locks the code's row, records the
 * player's one redemption (a unique index) and grants the offer's promotions through the bonus
 * engine, all in one transaction: a double submit, on one app server or two, grants once. Refusals
 * name their reason (`data.promo_code`) and count towards the guessing throttle.
 */
export class PromoCodesService {
  constructor(private readonly deps: PromoCodesDeps) {}

  /** Whether the player may redeem the code now, and the offer it would grant; grants nothing. */
  async check(userId: number, rawCode: string, ip: string, locale: LocaleCode) {
    return this.throttled(userId, rawCode, ip, locale, async (code) => {
      const found = await this.deps.store.byCode(this.deps.db, code);
      this.refuseUnless(found, await this.redeemingPlayer(this.deps.db, found, userId), locale);
      return {
        promo_code: code,
        offer_id: found!.offer.id,
        description: offerText(found!.offer.description, locale),
      };
    });
  }

  /** Redeems the code for the player: grants its offer once, and answers what was granted. */
  async activate(userId: number, rawCode: string, ip: string, locale: LocaleCode) {
    return this.throttled(userId, rawCode, ip, locale, (code) => this.redeem(userId, code, locale));
  }

  /** A registration's first step: the code's own terms (there is no player yet); no throttle but the method's. */
  async checkForRegistration(rawCode: string, locale: LocaleCode): Promise<void> {
    const code = normalisePromoCode(rawCode);
    const found = PROMO_CODE_PATTERN.test(code) ? await this.deps.store.byCode(this.deps.db, code) : null;
    this.refuseUnless(found, null, locale);
  }

  /**
   * After the account exists: redeems the code the player registered with. A code that went bad in
   * between (used up, say) answers its refusal; the registration stands either way.
   */
  redeemAtRegistration(userId: number, rawCode: string, locale: LocaleCode) {
    return this.redeem(userId, normalisePromoCode(rawCode), locale);
  }

  private async redeem(userId: number, code: string, locale: LocaleCode) {
    if (!PROMO_CODE_PATTERN.test(code)) throw promoCodeRefused('INVALID', locale);
    return this.deps.db.transaction(async (tx) => {
      const found = await this.deps.store.byCode(tx, code, true);
      this.refuseUnless(found, await this.redeemingPlayer(tx, found, userId), locale);
      const offer = found!.offer;
      const now = this.deps.clock.now();
      const redemptionId = await this.deps.store.redeem(tx, {
        codeId: found!.id,
        userId,
        offerId: offer.id,
        offerVersion: offer.version,
        at: now,
      });
      // The unique index: another request of this player's redeemed it since the check.
      if (redemptionId === null) throw promoCodeRefused('ALREADY_USED', locale);
      const { currency } = await this.deps.store.player(tx, userId);
      const granted = await this.deps.bonuses.grantOffer(tx, {
        userId,
        currency,
        offerId: offer.id,
        titles: offerTitles(offer.description),
        promotions: offer.promotions,
        grantKey: `promo:${redemptionId}`,
        depositMinor: null,
      });
      return {
        promo_code: code,
        offer_id: offer.id,
        description: offerText(offer.description, locale),
        granted,
      };
    });
  }

  private async redeemingPlayer(
    executor: Executor,
    found: PromoCodeWithOffer | null,
    userId: number,
  ): Promise<RedeemingPlayer | null> {
    if (!found) return null;
    const player = await this.deps.store.player(executor, userId);
    const usedBefore = await this.deps.store.usedBefore(executor, found.id, userId);
    return { registeredAt: player.registeredAt, usedBefore };
  }

  private refuseUnless(
    found: PromoCodeWithOffer | null,
    player: RedeemingPlayer | null,
    locale: LocaleCode,
  ): void {
    const reason = refusalOf(found, player, this.deps.clock.now());
    if (reason) throw promoCodeRefused(reason, locale);
  }

  /**
   * Runs a check or a redemption under the guessing throttle: a code that does not exist counts as
   * a guess, a success clears. A real code refused (used already, used up, not yet open) guesses
   * nothing: counting it let one player's double submits block their whole address (issue 28).
   */
  private async throttled<T>(
    userId: number,
    rawCode: string,
    ip: string,
    locale: LocaleCode,
    attempt: (code: string) => Promise<T>,
  ): Promise<T> {
    const { throttle } = this.deps;
    const code = normalisePromoCode(rawCode);
    // A code no operator could have created is refused without a look-up and counts for nothing.
    if (!PROMO_CODE_PATTERN.test(code)) throw promoCodeRefused('INVALID', locale);
    const key = `user:${userId}`;
    await throttle.check({ login: key, ip, isTrustedDevice: () => Promise.resolve(false) }, (seconds) =>
      promoCodesThrottled(seconds, locale),
    );
    try {
      const answer = await attempt(code);
      await throttle.recordSuccess(key, ip);
      return answer;
    } catch (error) {
      if (error instanceof AppError && error.data?.promo_code === 'INVALID')
        await throttle.recordFailure(key, ip);
      throw error;
    }
  }
}

const REFUSALS: Record<LocaleCode, Record<PromoCodeError, string>> = {
  en: {
    INVALID: 'This promo code does not exist',
    NOT_AVAILABLE: 'This promo code cannot be used yet',
    EXPIRED: 'This promo code has expired',
    ALREADY_USED: 'You have already used this promo code',
    LIMIT_REACHED: 'This promo code has been used up',
    NOT_ELIGIBLE: `This promo code is for players in their first ${NEW_PLAYER_DAYS} days`,
  },
  fr: {
    INVALID: 'Ce code promo n’existe pas',
    NOT_AVAILABLE: 'Ce code promo n’est pas encore utilisable',
    EXPIRED: 'Ce code promo a expiré',
    ALREADY_USED: 'Vous avez déjà utilisé ce code promo',
    LIMIT_REACHED: 'Ce code promo a atteint sa limite d’utilisation',
    NOT_ELIGIBLE: `Ce code promo est réservé aux joueurs inscrits depuis moins de ${NEW_PLAYER_DAYS} jours`,
  },
};

const THROTTLED: Record<LocaleCode, (seconds: number) => string> = {
  en: (seconds) => `Too many promo codes that do not exist were tried. Try again in ${seconds} seconds.`,
  fr: (seconds) => `Trop de codes promo inexistants ont été essayés. Réessayez dans ${seconds} secondes.`,
};

/** Too many unknown codes from this player or address: a 429 of its own, never the log-in's. */
function promoCodesThrottled(retryAfterSeconds: number, locale: LocaleCode): AppError {
  return new AppError('TooManyRequestsException', THROTTLED[locale](retryAfterSeconds), {
    code: 'PROMO_CODE_THROTTLED',
    data: { retry_after: retryAfterSeconds },
  });
}

/** A refused code: a field error on promo_code whose reason is `data.promo_code` (spec sections 5, 8). */
export function promoCodeRefused(reason: PromoCodeError, locale: LocaleCode): AppError {
  const message = REFUSALS[locale][reason];
  return new AppError('InvalidParameterException', message, {
    code: `PROMO_CODE_${reason}`,
    data: { promo_code: reason, fields: { promo_code: message } },
  });
}
