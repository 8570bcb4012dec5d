import { describe, expect, it } from 'vitest';
import { filterOf, readFilters, readList } from './list-params.js';

const LIST = {
  table: { sorts: ['name', 'id'] as const, sort: 'id' as const, order: 'desc' as const },
  filters: {
    query: filterOf.text(10),
    state: filterOf.oneOf(['on', 'off'] as const),
    playerId: filterOf.id(),
    from: filterOf.day(),
  },
};

describe('a list route’s URL state', () => {
  it('reads each filter through its reader and the table through its defaults', () => {
    const params = new URLSearchParams(
      'query=%20roulette%20wheel&state=on&playerId=12&from=2026-11-01&page=3&sort=name&order=asc',
    );
    expect(readList(params, LIST)).toEqual({
      query: 'roulette w',
      state: 'on',
      playerId: 12,
      from: '2026-11-01',
      page: 3,
      perPage: 25,
      sort: 'name',
      order: 'asc',
    });
  });

  it('leaves out what a reader refuses, and falls back to the table defaults', () => {
    const params = new URLSearchParams(
      'query=%20%20&state=maybe&playerId=-4&from=yesterday&page=0&sort=email',
    );
    expect(readFilters(params, LIST)).toEqual({});
    expect(readList(params, LIST)).toEqual({ page: 1, perPage: 25, sort: 'id', order: 'desc' });
  });

  it('refuses an id that is not a safe whole number', () => {
    const id = filterOf.id();
    expect(id('1.5')).toBeUndefined();
    expect(id('9007199254740993')).toBeUndefined();
    expect(id(null)).toBeUndefined();
    expect(id('7')).toBe(7);
  });
});
