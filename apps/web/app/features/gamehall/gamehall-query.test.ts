import { describe, expect, it } from 'vitest';
import { categoryRedirect, hallSearch, hasFilter, parseGameHallQuery } from './gamehall-query.js';

const parse = (query: string) => parseGameHallQuery(new URLSearchParams(query));

describe('game hall query', () => {
  it('reads the category', () => {
    expect(parse('category=slots').category).toBe('slots');
    expect(parse('category=%20').category).toBeNull();
  });

  it('reads providers as a comma list, trimmed and without duplicates or hostile names', () => {
    expect(parse('providers=studio-a,%20studio-b,,studio-a').providers).toEqual(['studio-a', 'studio-b']);
    expect(parse('providers=a&providers=b').providers).toEqual(['a', 'b']);
    expect(parse('providers=../etc,ok').providers).toEqual(['ok']);
  });

  it('bounds the providers list', () => {
    const many = Array.from({ length: 30 }, (_, i) => `p${i}`).join(',');
    expect(parse(`providers=${many}`).providers).toHaveLength(20);
  });

  it('reads the search, bounded, and the sort, defaulting to popularity', () => {
    expect(parse('query=%20dice%20').search).toBe('dice');
    expect(parse(`query=${'x'.repeat(100)}`).search).toHaveLength(64);
    expect(parse('sort=name').sort).toBe('name');
    expect(parse('sort=rtp').sort).toBe('popularity');
  });

  it('knows an unfiltered hall', () => {
    expect(hasFilter(parse(''))).toBe(false);
    expect(hasFilter(parse('providers=a'))).toBe(true);
    expect(hasFilter(parse('query=a'))).toBe(true);
  });
});

describe('category redirect', () => {
  it('sends ?category= to the category page, keeping the rest of the query and the hash', () => {
    expect(categoryRedirect(new URL('http://x/gamehall?category=Slots&providers=a#top'), '/gamehall')).toBe(
      '/gamehall/slots?providers=a#top',
    );
    expect(categoryRedirect(new URL('http://x/fr/gamehall?category=live'), '/fr/gamehall')).toBe(
      '/fr/gamehall/live',
    );
    expect(categoryRedirect(new URL('http://x/gamehall?category=a%2F..%2Fb'), '/gamehall')).toBe(
      '/gamehall/a%2F..%2Fb',
    );
  });

  it('does nothing without a category', () => {
    expect(categoryRedirect(new URL('http://x/gamehall?providers=a'), '/gamehall')).toBeNull();
  });
});

describe('hall search', () => {
  it('sets and drops parameters', () => {
    const current = new URLSearchParams('providers=a&query=dice');
    expect(hallSearch(current, { query: null })).toBe('?providers=a');
    expect(hallSearch(current, { sort: 'name' })).toBe('?providers=a&query=dice&sort=name');
    expect(hallSearch(new URLSearchParams(''), { query: '' })).toBe('');
  });
});
