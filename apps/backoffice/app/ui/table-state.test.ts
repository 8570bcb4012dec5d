import { BACKOFFICE_LIST_WINDOW } from '@jeton/domain/backoffice';
import { describe, expect, it } from 'vitest';
import {
  pageCount,
  readTableState,
  rowRange,
  toggleSort,
  withPerPage,
  writeTableState,
} from './table-state.js';

const defaults = {
  sorts: ['id', 'email', 'createdAt'] as const,
  sort: 'id' as const,
  order: 'desc' as const,
};

describe('a table state in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readTableState(new URLSearchParams(), defaults)).toEqual({
      page: 1,
      perPage: 25,
      sort: 'id',
      order: 'desc',
    });
  });

  it('reads what the query says, and refuses what is out of range', () => {
    expect(readTableState(new URLSearchParams('page=3&perPage=50&sort=email&order=asc'), defaults)).toEqual({
      page: 3,
      perPage: 50,
      sort: 'email',
      order: 'asc',
    });
    expect(readTableState(new URLSearchParams('page=-2&perPage=7&sort=password&order=up'), defaults)).toEqual(
      {
        page: 1,
        perPage: 25,
        sort: 'id',
        order: 'desc',
      },
    );
    expect(readTableState(new URLSearchParams('page=1.5'), defaults).page).toBe(1);
  });

  it('never reads a page past the server list window', () => {
    const state = readTableState(new URLSearchParams('page=100000&perPage=100'), defaults);
    expect(state.page * state.perPage).toBeLessThanOrEqual(BACKOFFICE_LIST_WINDOW);
  });

  it('writes only what differs from the defaults, keeping other filters', () => {
    const query = writeTableState(
      new URLSearchParams('query=ann&page=4'),
      { page: 1, perPage: 25, sort: 'email', order: 'desc' },
      defaults,
    );
    expect(query.toString()).toBe('query=ann&sort=email');
  });

  it('round-trips', () => {
    const state = { page: 2, perPage: 100, sort: 'createdAt' as const, order: 'asc' as const };
    expect(readTableState(writeTableState(new URLSearchParams(), state, defaults), defaults)).toEqual(state);
  });
});

describe('sorting and paging', () => {
  const state = { page: 5, perPage: 25, sort: 'id' as const, order: 'desc' as const };

  it('flips the order of the sorted column and goes back to page 1', () => {
    expect(toggleSort(state, 'id')).toEqual({ ...state, order: 'asc', page: 1 });
  });

  it('sorts another column ascending', () => {
    expect(toggleSort(state, 'email')).toEqual({ ...state, sort: 'email', order: 'asc', page: 1 });
  });

  it('goes back to page 1 when the page size changes', () => {
    expect(withPerPage(state, 50)).toEqual({ ...state, perPage: 50, page: 1 });
  });

  it('counts pages, at least one, at most the window', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(1_000_000, 100)).toBe(BACKOFFICE_LIST_WINDOW / 100);
  });

  it('says which rows a page shows', () => {
    expect(rowRange(3, 25, 10)).toEqual({ from: 51, to: 60 });
    expect(rowRange(1, 25, 0)).toBeNull();
  });
});
