import {
  type ApiAnswer,
  AppError,
  type FreeSpinPack,
  type GameCategory,
  type GameField,
  type GameProvider,
  type GameSort,
  type HallGameType,
} from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The games service (spec section 7): the catalogue, favourites, and the player's free-spin packs.

export interface GamesQuery {
  offset?: number;
  count?: number;
  sort?: GameSort;
  order?: 'asc' | 'desc';
  query?: string;
  fields?: GameField[];
  types?: HallGameType[];
  tags?: string[];
  providers?: string[];
  sysnames?: string[];
  /** Sent as JSON text (spec section 7). */
  options?: { id: string; type: 'category' | 'provider' | 'tag' }[];
}

export type GameList = ApiAnswer<'games', 'get'>;

/** Lists go out as one comma list each: the API takes text, not bracket arrays. */
const commaList = (list: readonly string[] | undefined) =>
  list && list.length > 0 ? list.join(',') : undefined;

export function getGames(query: GamesQuery, options: ApiCallOptions = {}): Promise<GameList> {
  return apiCall(
    'games',
    'get',
    {
      offset: query.offset,
      count: query.count,
      sort: query.sort,
      order: query.order,
      query: query.query || undefined,
      fields: commaList(query.fields),
      types: commaList(query.types),
      tags: commaList(query.tags),
      providers: commaList(query.providers),
      sysnames: commaList(query.sysnames),
      options: query.options && query.options.length > 0 ? JSON.stringify(query.options) : undefined,
    },
    options,
  );
}

export async function getCategories(options: ApiCallOptions = {}): Promise<GameCategory[]> {
  return (await apiCall('games', 'getCategories', {}, options)).items;
}

/** Providers with games of the hall's types, with their game_params (spec section 7). */
export async function getProviders(options: ApiCallOptions = {}): Promise<GameProvider[]> {
  const params = { fields: 'game_params', types: 'casino,slot,live,fast' };
  return (await apiCall('games', 'getProviders', params, options)).items;
}

/** The player's favourites: sysnames, most recent first. */
export async function getLikes(options: ApiCallOptions = {}): Promise<string[]> {
  return (await apiCall('games', 'getLikes', {}, options)).items;
}

export async function setLike(sysname: string, liked: boolean, options: ApiCallOptions = {}): Promise<void> {
  await apiCall('games', liked ? 'addLike' : 'removeLike', { sysname }, { ...options, httpMethod: 'POST' });
}

/**
 * The player's active free-spin packs (spec section 7: status active, count 99, fields description).
 * An installation without the studio's free spins answers MethodNotFound: that is no packs.
 */
export async function getFreeSpinPacks(options: ApiCallOptions = {}): Promise<FreeSpinPack[]> {
  try {
    const answer = await apiCall(
      'freespins',
      'get',
      { status: 'active', count: 99, fields: 'description' },
      options,
    );
    return answer.items.filter((pack) => pack.remaining_count > 0);
  } catch (error) {
    if (error instanceof AppError && error.type === 'MethodNotFoundException') return [];
    throw error;
  }
}
