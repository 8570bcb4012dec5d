import { describe, expect, it } from 'vitest';
import { offerTerms } from './offer-terms.js';

describe('offer terms', () => {
  it('words deposit bonuses and free spins, and leaves out what it cannot', () => {
    expect(
      offerTerms({
        promotions: [
          { type: 'deposit_bonus', percent: 100, max_amount: 200, wager: 30, days: 14 },
          { type: 'free_spins', count: 50, game: 'jeton-fruit-reels' },
          { type: 'deposit_bonus', percent: '100' },
          { type: 'cashback' },
          null,
        ],
      }),
    ).toEqual([
      { kind: 'bonus', percent: 100, max: 200, wager: 30, days: 14 },
      { kind: 'freeSpins', count: 50, game: 'jeton-fruit-reels' },
    ]);
    expect(offerTerms({ promotions: undefined })).toEqual([]);
  });
});
