import type { Offer } from '../../api/cashier.js';

// What an offer's promotions grant (campaign offers' `promotions`, as the bonus engine reads them),
// in the shape the page words: a deposit bonus and its wagering, bonus money and its wagering, free
// spins on a game.

export type OfferTerm =
  | { kind: 'bonus'; percent: number; max: number; wager: number; days: number }
  | { kind: 'money'; amount: number; wager: number; days: number }
  | { kind: 'freeSpins'; count: number; game: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The terms an offer grants; entries the page cannot word are left out. */
export function offerTerms(offer: Pick<Offer, 'promotions'>): OfferTerm[] {
  const promotions = Array.isArray(offer.promotions) ? offer.promotions : [];
  return promotions.flatMap((entry): OfferTerm[] => {
    if (!isRecord(entry)) return [];
    if (entry.type === 'deposit_bonus') {
      const { percent, max_amount: max, wager, days } = entry;
      return isNumber(percent) && isNumber(max) && isNumber(wager) && isNumber(days)
        ? [{ kind: 'bonus', percent, max, wager, days }]
        : [];
    }
    if (entry.type === 'bonus_money') {
      const { amount, wager, days } = entry;
      return isNumber(amount) && isNumber(wager) && isNumber(days)
        ? [{ kind: 'money', amount, wager, days }]
        : [];
    }
    if (entry.type === 'free_spins' && isNumber(entry.count) && typeof entry.game === 'string') {
      return [{ kind: 'freeSpins', count: entry.count, game: entry.game }];
    }
    return [];
  });
}

/**
 * The actions that take the offers of these pages: a deposit, the page's own "Take" button, or a
 * registration (decision 0078).
 */
const SHOWN_ACTIONS = new Set(['deposit', 'take', 'registration']);

/** The offers of these pages: those taken with a deposit, with "Take" or at registration (not promo codes). */
export function shownOffers(offers: readonly Offer[]): Offer[] {
  return offers.filter((offer) => SHOWN_ACTIONS.has(offer.trigger.action));
}
