import { readTableState, type TableDefaults, type TableState } from './table-state.js';

// A list route's state in the URL, declared once: its table (page, perPage, sort, order; see
// table-state.ts) and a reader per filter. A value a reader does not accept is left out, so a
// hand-edited or outdated link still shows a list rather than an error.

/** Reads one filter from its query value; undefined leaves the filter out. */
export type FilterReader<T> = (value: string | null) => T | undefined;

export type FilterReaders<F> = { readonly [K in keyof F]-?: FilterReader<NonNullable<F[K]>> };

export interface ListParams<S extends string, F> {
  table: TableDefaults<S>;
  filters: FilterReaders<F>;
}

/** The readers lists share. */
export const filterOf = {
  /** One of a closed list of values. */
  oneOf<T extends string>(values: readonly T[]): FilterReader<T> {
    return (value) => (values.includes(value as T) ? (value as T) : undefined);
  },
  /** Trimmed text, cut at `max` characters; blank is no filter. */
  text(max: number): FilterReader<string> {
    return (value) => value?.trim().slice(0, max) || undefined;
  },
  /** A record's id: a positive safe integer. */
  id(): FilterReader<number> {
    return (value) => {
      const id = Number(value);
      return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
    };
  },
  /** A day as date inputs write it (YYYY-MM-DD). */
  day(): FilterReader<string> {
    return (value) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  },
} as const;

/** The filters the URL holds (each one the reader accepts). */
export function readFilters<S extends string, F>(
  params: URLSearchParams,
  list: ListParams<S, F>,
): Partial<F> {
  const filters: Partial<F> = {};
  for (const key of Object.keys(list.filters) as (keyof F & string)[]) {
    const value = list.filters[key](params.get(key));
    if (value !== undefined) filters[key] = value as F[typeof key];
  }
  return filters;
}

/** The filters and the table's state: what a list method takes. */
export function readList<S extends string, F>(
  params: URLSearchParams,
  list: ListParams<S, F>,
): Partial<F> & TableState<S> {
  return { ...readFilters(params, list), ...readTableState(params, list.table) };
}
