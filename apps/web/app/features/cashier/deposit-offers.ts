import type { Offer } from '../../api/cashier.js';

/**
 * The offers the deposit page keeps (spec section 4): the trigger action is deposit and the player
 * satisfies its params, or the visitor is a guest.
 */
export function depositOffers(offers: readonly Offer[], isGuest: boolean): Offer[] {
  return offers.filter(
    (offer) => offer.trigger.action === 'deposit' && (isGuest || offer.trigger.user_satisfies_params),
  );
}

/** The offers shown for the chosen method: one that excludes it is hidden (spec section 4). */
export function offersForMethod(offers: readonly Offer[], method: string | null): Offer[] {
  if (!method) return [...offers];
  return offers.filter((offer) => !(offer.trigger.params?.exclude_methods ?? []).includes(method));
}

/** The campaign_offer_id to send: the chosen offer while it is shown, else -1 (none). */
export function chosenOfferId(chosen: number, shown: readonly Offer[]): number {
  return shown.some((offer) => offer.id === chosen) ? chosen : -1;
}

/** Whether an offer's promotions put money on the bonus balance (free spins and free bets do not wait). */
export function grantsBonusMoney(offer: Offer): boolean {
  const promotions = Array.isArray(offer.promotions) ? offer.promotions : [];
  return promotions.some((promotion) => {
    const type = (promotion as { type?: unknown }).type;
    return type === 'bonus_money' || type === 'deposit_bonus';
  });
}
