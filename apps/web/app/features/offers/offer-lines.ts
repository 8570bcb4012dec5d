import type { Offer } from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';
import { type OfferTerm, offerTerms } from './offer-terms.js';

/** An offer's title: its description's, or its number. */
export function offerTitle(offer: Offer): string {
  return offer.description.title || `#${offer.id}`;
}

/** The lines of an offer's terms, worded: what it grants, for how much wagering. */
export function useOfferTermLines(offer: Offer, gameNames?: ReadonlyMap<string, string>): string[] {
  const { t, locale, format } = useI18n();
  const texts = t.pages.offers;
  const wager = (term: { wager: number; days: number }) =>
    format(texts.wagerTerm, { wager: term.wager, days: term.days });
  const line = (term: OfferTerm) =>
    term.kind === 'bonus'
      ? [
          format(texts.bonusTerm, { percent: term.percent, max: formatMoney(term.max, 'EUR', locale) }),
          wager(term),
        ]
      : term.kind === 'money'
        ? [format(texts.moneyTerm, { amount: formatMoney(term.amount, 'EUR', locale) }), wager(term)]
        : [format(texts.freeSpinsTerm, { count: term.count, game: gameNames?.get(term.game) ?? term.game })];
  return offerTerms(offer).flatMap(line);
}
