import {
  type FreeSpinPack,
  type GameCategory,
  type GameProvider,
  gameDisplay,
  type LocaleCode,
} from '@jeton/domain';
import type { ApiCallOptions } from '../../api/client.js';
import {
  type GameList,
  type GamesQuery,
  getCategories,
  getFreeSpinPacks,
  getGames,
  getLikes,
  getProviders,
} from '../../api/games.js';
import { type GameCardData, toCardData } from '../games/game-card-data.js';
import { cachedOnServer } from './catalogue-cache.js';
import type { GameHallFilter } from './gamehall-query.js';

/** Cards per request: the first page is server-rendered, the next ones load as the player scrolls. */
export const HALL_PAGE_SIZE = 200;

/** The pseudo-category of a player's favourites: /gamehall/favourites. */
export const FAVOURITES = 'favourites';

/** What the hall page shows. `games` is null when the list could not be loaded. */
export interface HallData {
  categories: GameCategory[];
  providers: GameProvider[];
  /** The category of /gamehall/{id}, or `favourites`, or null for the whole hall. */
  categoryId: string | null;
  /** The query of the first page; the grid asks for the next pages with it. */
  query: GamesQuery;
  games: { items: GameCardData[]; total: number } | null;
  /** The player's favourites; null for a guest. */
  likes: string[] | null;
  freeSpins: HallFreeSpins[];
}

/** A free-spin pack with its game's name and picture. */
export interface HallFreeSpins {
  sysname: string;
  name: string;
  /** The game's 288×192 picture, or null when the game is not in the catalogue any more. */
  image: string | null;
  remaining_count: number;
}

export type HallResult = { kind: 'ok'; data: HallData } | { kind: 'unknown-category' };

/** The fields each card needs: its name and image in the locale, and its item config. */
const CARD_FIELDS: GamesQuery['fields'] = ['description', 'config'];

/**
 * Loads the hall for a filter: categories and providers (for the filters), the first page of games,
 * and for a player the favourites and free-spin packs (spec section 6: authenticated users only).
 */
export async function loadHall(
  filter: GameHallFilter,
  categoryId: string | null,
  player: boolean,
  options: ApiCallOptions & { locale: LocaleCode },
): Promise<HallResult> {
  const likes = player ? getLikes(options).catch(logged('games/getLikes', null)) : Promise.resolve(null);
  const freeSpins = player
    ? getFreeSpinPacks(options).catch(logged('freespins/get', []))
    : Promise.resolve([]);
  // The shared answers carry no cookie and no request signal: one visitor leaving must not fail them for others.
  const shared: ApiCallOptions = options.origin
    ? { origin: options.origin, fetch: options.fetch, locale: options.locale }
    : options;
  const [categories, providers] = await Promise.all([
    cachedOnServer(`categories:${options.locale}`, () => getCategories(shared)).catch(
      logged('games/getCategories', [] as GameCategory[]),
    ),
    cachedOnServer(`providers:${options.locale}`, () => getProviders(shared)).catch(
      logged('games/getProviders', [] as GameProvider[]),
    ),
  ]);
  if (categoryId && categoryId !== FAVOURITES && !categories.some((c) => c.id === categoryId)) {
    // The list failed to load: show the hall's error state rather than call the page unknown.
    if (categories.length > 0) return { kind: 'unknown-category' };
  }
  const query: GamesQuery = {
    count: HALL_PAGE_SIZE,
    sort: filter.sort,
    fields: CARD_FIELDS,
    ...(filter.search ? { query: filter.search } : {}),
    ...(filter.providers.length > 0 ? { providers: filter.providers } : {}),
    ...(categoryId && categoryId !== FAVOURITES
      ? { options: [{ id: categoryId, type: 'category' as const }] }
      : {}),
  };
  let list: GameList | null;
  if (categoryId === FAVOURITES) {
    const liked = await likes;
    query.sysnames = (liked ?? []).slice(0, HALL_PAGE_SIZE);
    list =
      liked && liked.length > 0
        ? await getGames(query, options).catch(logged('games/get', null))
        : { items: [], total: 0, offset: 0, count: HALL_PAGE_SIZE };
  } else {
    list = await cachedOnServer(`games:${options.locale}:${JSON.stringify(query)}`, () =>
      getGames(query, shared),
    ).catch(logged('games/get', null));
  }
  const games = list && cardsOf(list);
  return {
    kind: 'ok',
    data: {
      categories,
      providers,
      categoryId,
      query,
      games,
      likes: await likes,
      freeSpins: await namedPacks(await freeSpins, options),
    },
  };
}

/** The packs with their games' names and pictures (one call, only when there are packs). */
async function namedPacks(packs: FreeSpinPack[], options: ApiCallOptions): Promise<HallFreeSpins[]> {
  if (packs.length === 0) return [];
  const sysnames = [...new Set(packs.map((p) => p.game.sysname))].slice(0, 300);
  const games = await getGames({ sysnames, count: 300, fields: ['description'] }, options).catch(
    logged('games/get', null),
  );
  const shown = new Map(games?.items.map((g) => [g.sysname, gameDisplay(g)]));
  return packs.map((pack) => ({
    sysname: pack.game.sysname,
    name: shown.get(pack.game.sysname)?.name ?? pack.game.sysname,
    image: shown.get(pack.game.sysname)?.image || null,
    remaining_count: pack.remaining_count,
  }));
}

function logged<T>(what: string, fallback: T): (error: unknown) => T {
  return (error) => {
    console.error(`${what} failed`, error);
    return fallback;
  };
}

/** The cards of a list of games, made once per list: the server keeps a shared list a few seconds. */
const cardsByList = new WeakMap<GameList, NonNullable<HallData['games']>>();

function cardsOf(list: GameList): NonNullable<HallData['games']> {
  let cards = cardsByList.get(list);
  if (!cards) {
    cards = { items: list.items.map(toCardData), total: list.total };
    cardsByList.set(list, cards);
  }
  return cards;
}
