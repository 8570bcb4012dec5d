import { PLAYER_SORTS, PLAYER_STATUSES, type PlayerStatus } from '@jeton/domain/backoffice';
import { readTableState, type TableDefaults, type TableState } from '../../ui/table-state.js';

// The player search's filters as the URL holds them.

export type PlayerSort = (typeof PLAYER_SORTS)[number];

export const PLAYER_TABLE: TableDefaults<PlayerSort> = { sorts: PLAYER_SORTS, sort: 'id', order: 'desc' };

export interface PlayerFilters {
  query?: string;
  status?: PlayerStatus;
}

export function readPlayerFilters(params: URLSearchParams): PlayerFilters {
  const filters: PlayerFilters = {};
  const query = params.get('query')?.trim().slice(0, 100);
  if (query) filters.query = query;
  const status = params.get('status');
  if ((PLAYER_STATUSES as readonly string[]).includes(status ?? '')) filters.status = status as PlayerStatus;
  return filters;
}

export function readPlayerSearch(params: URLSearchParams): PlayerFilters & TableState<PlayerSort> {
  return { ...readPlayerFilters(params), ...readTableState(params, PLAYER_TABLE) };
}
