import { describe, expect, it } from 'vitest';
import { hasFilter, parseGameHallQuery } from './gamehall-query.js';

const parse = (query: string) => parseGameHallQuery(new URLSearchParams(query));

describe('game hall query', () => {
  it('reads the category', () => {
    expect(parse('category=slots')).toEqual({ category: 'slots', providers: [] });
    expect(parse('category=%20')).toEqual({ category: null, providers: [] });
  });

  it('reads providers as a comma list, trimmed and without duplicates', () => {
    expect(parse('providers=studio-a,%20studio-b,,studio-a')).toEqual({
      category: null,
      providers: ['studio-a', 'studio-b'],
    });
    expect(parse('providers=a&providers=b').providers).toEqual(['a', 'b']);
  });

  it('bounds the providers list', () => {
    const many = Array.from({ length: 30 }, (_, i) => `p${i}`).join(',');
    expect(parse(`providers=${many}`).providers).toHaveLength(20);
  });

  it('knows an unfiltered hall', () => {
    expect(hasFilter(parse(''))).toBe(false);
    expect(hasFilter(parse('providers=a'))).toBe(true);
  });
});
