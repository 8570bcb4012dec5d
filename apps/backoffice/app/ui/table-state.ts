import { BACKOFFICE_LIST_WINDOW } from '@jeton/domain/backoffice';

// A server-side table's state lives in the URL's query (page, perPage, sort, order), so that a
// link, the back button and a reload show the same rows. These functions read and change it.

export type SortOrder = 'asc' | 'desc';

export interface TableState<S extends string = string> {
  page: number;
  perPage: number;
  sort: S;
  order: SortOrder;
}

export interface TableDefaults<S extends string> {
  sorts: readonly S[];
  sort: S;
  order: SortOrder;
  perPage?: number;
}

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 25;

/** Reads the state from a query; anything out of range falls back to its default. */
export function readTableState<S extends string>(
  params: URLSearchParams,
  defaults: TableDefaults<S>,
): TableState<S> {
  const perPageParam = Number(params.get('perPage'));
  const perPage = (PER_PAGE_CHOICES as readonly number[]).includes(perPageParam)
    ? perPageParam
    : (defaults.perPage ?? DEFAULT_PER_PAGE);
  const pageParam = Number(params.get('page'));
  const page =
    Number.isInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, lastReachablePage(perPage)) : 1;
  const sortParam = params.get('sort') as S | null;
  const sort = sortParam && defaults.sorts.includes(sortParam) ? sortParam : defaults.sort;
  const orderParam = params.get('order');
  const order: SortOrder = orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaults.order;
  return { page, perPage, sort, order };
}

/** The query with the state written over it (other filters kept); defaults are left out of the URL. */
export function writeTableState<S extends string>(
  params: URLSearchParams,
  state: TableState<S>,
  defaults: TableDefaults<S>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDelete(next, 'page', state.page === 1 ? null : String(state.page));
  setOrDelete(
    next,
    'perPage',
    state.perPage === (defaults.perPage ?? DEFAULT_PER_PAGE) ? null : String(state.perPage),
  );
  setOrDelete(next, 'sort', state.sort === defaults.sort ? null : state.sort);
  setOrDelete(next, 'order', state.order === defaults.order ? null : state.order);
  return next;
}

/** A click on a column's header: the same column flips its order, another starts ascending; back to page 1. */
export function toggleSort<S extends string>(state: TableState<S>, column: S): TableState<S> {
  if (state.sort === column)
    return { ...state, sort: column, order: state.order === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...state, sort: column, order: 'asc', page: 1 };
}

export function withPerPage<S extends string>(state: TableState<S>, perPage: number): TableState<S> {
  return { ...state, perPage, page: 1 };
}

/**
 * How many pages the pager offers: the total's, but never past the server's list window
 * (page × perPage ≤ BACKOFFICE_LIST_WINDOW), beyond which the operator narrows the filter.
 */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.min(Math.ceil(total / perPage), lastReachablePage(perPage)));
}

/** The rows a page shows, 1-based: `{from}–{to}`, or null on an empty page. */
export function rowRange(page: number, perPage: number, shown: number): { from: number; to: number } | null {
  if (shown === 0) return null;
  const from = (page - 1) * perPage + 1;
  return { from, to: from + shown - 1 };
}

function lastReachablePage(perPage: number): number {
  return Math.floor(BACKOFFICE_LIST_WINDOW / perPage);
}

function setOrDelete(params: URLSearchParams, key: string, value: string | null): void {
  if (value === null) params.delete(key);
  else params.set(key, value);
}
