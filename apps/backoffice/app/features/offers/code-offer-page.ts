// The promo-code dialog's choice of offers, a page at a time (decision 0078): the offers/list query
// of one page, and where the page stands among all.

/** Offers per page of the dialog's choice. */
export const CODE_OFFERS_PER_PAGE = 25;

/** The offers/list query of one page: promo-code offers that have not ended, found by name or title. */
export function codeOffersQuery(search: string, page: number) {
  const text = search.trim().slice(0, 100);
  return {
    trigger: 'promo_code' as const,
    notEnded: true,
    page: Math.max(1, page),
    perPage: CODE_OFFERS_PER_PAGE,
    ...(text ? { search: text } : {}),
  };
}

/** The first and last row of a page (1-based) and whether there are pages before and after it. */
export function codeOffersPageOf(page: number, shown: number, total: number) {
  const from = shown === 0 ? 0 : (page - 1) * CODE_OFFERS_PER_PAGE + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  return { from, to, hasPrevious: page > 1, hasNext: to < total };
}
