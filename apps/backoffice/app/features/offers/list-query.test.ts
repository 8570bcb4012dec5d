import { describe, expect, it } from 'vitest';
import { readCodeQuery, readOfferQuery } from './list-query.js';

describe('readOfferQuery', () => {
  it('reads the page, the search and the trigger', () => {
    expect(readOfferQuery(new URLSearchParams('page=2&perPage=50&search=%20spring%20&trigger=take'))).toEqual(
      {
        page: 2,
        perPage: 50,
        search: 'spring',
        trigger: 'take',
      },
    );
  });

  it('leaves out what the list does not take', () => {
    expect(readOfferQuery(new URLSearchParams('page=-1&perPage=7&search=%20&trigger=signup'))).toEqual({
      page: 1,
      perPage: 25,
    });
    expect(readOfferQuery(new URLSearchParams(`search=${'a'.repeat(300)}`)).search).toHaveLength(100);
  });
});

describe('readCodeQuery', () => {
  it('has no trigger', () => {
    expect(readCodeQuery(new URLSearchParams('search=SPR&trigger=take'))).toEqual({
      page: 1,
      perPage: 25,
      search: 'SPR',
    });
  });
});
