import { describe, expect, it } from 'vitest';
import type { Offer } from '../../api/cashier.js';
import { offerTerms, shownOffers } from './offer-terms.js';

describe('offer terms', () => {
  it('words deposit bonuses and free spins, and leaves out what it cannot', () => {
    expect(
      offerTerms({
        promotions: [
          { type: 'deposit_bonus', percent: 100, max_amount: 200, wager: 30, days: 14 },
          { type: 'free_spins', count: 50, game: 'jeton-fruit-reels' },
          { type: 'bonus_money', amount: 5, wager: 20, days: 7 },
          { type: 'bonus_money', amount: '5' },
          { type: 'deposit_bonus', percent: '100' },
          { type: 'cashback' },
          null,
        ],
      }),
    ).toEqual([
      { kind: 'bonus', percent: 100, max: 200, wager: 30, days: 14 },
      { kind: 'freeSpins', count: 50, game: 'jeton-fruit-reels' },
      { kind: 'money', amount: 5, wager: 20, days: 7 },
    ]);
    expect(offerTerms({ promotions: undefined })).toEqual([]);
  });
});

describe('shownOffers', () => {
  it('keeps offers taken with a deposit or with "Take", not those of a promo code', () => {
    const offer = (id: number, action: string) =>
      ({ id, trigger: { action, user_satisfies_params: true, params: {} } }) as unknown as Offer;
    const shown = shownOffers([
      offer(1, 'deposit'),
      offer(2, 'promo_code'),
      offer(3, 'take'),
      offer(4, 'other'),
    ]);
    expect(shown.map((item) => item.id)).toEqual([1, 3]);
  });
});
