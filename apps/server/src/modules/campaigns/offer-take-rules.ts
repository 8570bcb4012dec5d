import type { OfferTakeError } from '@jeton/domain';

// Whether a player may take an offer with `campaigns/takepromotions` now: pure, so each rule is
// tested on its own. The service answers these reasons before and inside its transaction.

export interface TakeableOffer {
  triggerAction: string;
  /** False while paused. */
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  endedAt: Date | null;
}

export interface TakingPlayer {
  /** The offer's trigger params (first_deposit) hold for this player. */
  satisfiesParams: boolean;
  /** This player took this offer before. */
  tookBefore: boolean;
}

/**
 * Why the offer cannot be taken, or null when it can. An offer taken otherwise (a deposit, a promo
 * code) is refused as such whatever its state: taking it here would skip its own rules.
 */
export function takeRefusalOf(
  offer: TakeableOffer | null,
  player: TakingPlayer,
  now: Date,
): OfferTakeError | null {
  if (!offer) return 'NO_SUCH_OFFER';
  if (offer.triggerAction !== 'take') return 'OFFER_NOT_TAKEABLE';
  if (player.tookBefore) return 'OFFER_ALREADY_TAKEN';
  const open =
    offer.isActive &&
    offer.endedAt === null &&
    (offer.startsAt === null || offer.startsAt <= now) &&
    (offer.endsAt === null || offer.endsAt > now);
  if (!open) return 'OFFER_CLOSED';
  if (!player.satisfiesParams) return 'OFFER_NOT_ELIGIBLE';
  return null;
}
