import { GAME_TYPES, type GameType } from '@jeton/domain';
import {
  CATALOGUE_SORTS,
  CATALOGUE_STATES,
  type CatalogueSort,
  type CatalogueState,
} from '@jeton/domain/backoffice';
import { filterOf, type ListParams } from '../../ui/list-params.js';

// The games list's state in the URL: the hall's order (popularity, highest first) by default.

export interface GameFilters {
  query?: string;
  provider?: string;
  category?: string;
  type?: GameType;
  state?: CatalogueState;
}

const catalogueId = (value: string | null) =>
  value && /^[a-z0-9][a-z0-9_-]{0,63}$/.test(value) ? value : undefined;

export const GAMES_LIST: ListParams<CatalogueSort, GameFilters> = {
  table: { sorts: CATALOGUE_SORTS, sort: 'popularity', order: 'desc' },
  filters: {
    query: filterOf.text(64),
    provider: catalogueId,
    category: catalogueId,
    type: filterOf.oneOf(GAME_TYPES),
    state: filterOf.oneOf(CATALOGUE_STATES),
  },
};
