import { describe, expect, it } from 'vitest';
import { CODE_OFFERS_PER_PAGE, codeOffersPageOf, codeOffersQuery } from './code-offer-page.js';

describe('the promo-code dialog’s pages of offers', () => {
  it('asks for promo-code offers that have not ended, searched when there is text', () => {
    expect(codeOffersQuery('  ', 1)).toEqual({
      trigger: 'promo_code',
      notEnded: true,
      page: 1,
      perPage: CODE_OFFERS_PER_PAGE,
    });
    expect(codeOffersQuery(' spring ', 3)).toMatchObject({ search: 'spring', page: 3 });
    expect(codeOffersQuery('x', 0).page).toBe(1);
  });

  it('places a page among all offers: past the hundredth too', () => {
    expect(codeOffersPageOf(1, 25, 130)).toEqual({ from: 1, to: 25, hasPrevious: false, hasNext: true });
    expect(codeOffersPageOf(5, 25, 130)).toEqual({ from: 101, to: 125, hasPrevious: true, hasNext: true });
    expect(codeOffersPageOf(6, 5, 130)).toEqual({ from: 126, to: 130, hasPrevious: true, hasNext: false });
    expect(codeOffersPageOf(1, 0, 0)).toEqual({ from: 0, to: 0, hasPrevious: false, hasNext: false });
  });
});
