import { PLAYER_SORTS, PLAYER_STATUSES, type PlayerStatus } from '@jeton/domain/backoffice';
import { filterOf, type ListParams, readFilters, readList } from '../../ui/list-params.js';
import type { TableDefaults, TableState } from '../../ui/table-state.js';

// The player search's filters as the URL holds them (the shared list URL state, ui/list-params.ts).

export type PlayerSort = (typeof PLAYER_SORTS)[number];

export const PLAYER_TABLE: TableDefaults<PlayerSort> = { sorts: PLAYER_SORTS, sort: 'id', order: 'desc' };

export interface PlayerFilters {
  query?: string;
  status?: PlayerStatus;
}

const PLAYER_LIST: ListParams<PlayerSort, PlayerFilters> = {
  table: PLAYER_TABLE,
  filters: { query: filterOf.text(100), status: filterOf.oneOf(PLAYER_STATUSES) },
};

export function readPlayerFilters(params: URLSearchParams): PlayerFilters {
  return readFilters(params, PLAYER_LIST);
}

export function readPlayerSearch(params: URLSearchParams): PlayerFilters & TableState<PlayerSort> {
  return readList(params, PLAYER_LIST);
}
