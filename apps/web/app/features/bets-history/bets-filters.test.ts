import { describe, expect, it } from 'vitest';
import { filtersOf, parseBetsQuery } from './bets-filters.js';

describe('bets history filters', () => {
  it('reads the period and product of the query, falling back to everything', () => {
    expect(parseBetsQuery(new URLSearchParams('period=week&product=casino'))).toEqual({
      period: 'week',
      product: 'casino',
    });
    expect(parseBetsQuery(new URLSearchParams('period=year&product=<b>'))).toEqual({
      period: 'all',
      product: 'all',
    });
  });

  it('turns a period into a rolling window ending now', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(filtersOf({ period: 'day', product: 'all' }, now)).toEqual({
      product: 'all',
      from: '2026-11-23T12:00:00.000Z',
      to: null,
    });
    expect(filtersOf({ period: 'month', product: 'sports' }, now).from).toBe('2026-10-25T12:00:00.000Z');
    expect(filtersOf({ period: 'all', product: 'casino' }, now)).toEqual({
      product: 'casino',
      from: null,
      to: null,
    });
  });
});
