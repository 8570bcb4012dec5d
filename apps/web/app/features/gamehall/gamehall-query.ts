import { GAME_SORTS, type GameSort, QUERY_LIMITS } from '@jeton/domain';

/** The game hall's filter (spec section 2): a category or providers (a comma list), a search, a sort. */
export interface GameHallFilter {
  category: string | null;
  providers: string[];
  /** Text the game names contain. */
  search: string;
  sort: GameSort;
}

/** The longest search text the games API takes. */
export const MAX_SEARCH_LENGTH = 64;

/**
 * `?category=slots`, `?providers=studio-a,studio-b` (a comma list; repeated parameters are joined),
 * `?query=` and `?sort=`. Blank entries and duplicates are dropped, the list is bounded like every
 * query array, and an unknown sort is the default one.
 */
export function parseGameHallQuery(query: URLSearchParams): GameHallFilter {
  const category = query.get('category')?.trim() || null;
  const providers = [
    ...new Set(
      query
        .getAll('providers')
        .flatMap((value) => value.split(','))
        .map((name) => name.trim().toLowerCase())
        .filter((name) => /^[a-z0-9][a-z0-9_-]{0,63}$/.test(name)),
    ),
  ].slice(0, QUERY_LIMITS.arrayLimit);
  const search = (query.get('query') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const sort = query.get('sort');
  return {
    category,
    providers,
    search,
    sort: (GAME_SORTS as readonly string[]).includes(sort ?? '') ? (sort as GameSort) : 'popularity',
  };
}

export function hasFilter(filter: GameHallFilter): boolean {
  return filter.category !== null || filter.providers.length > 0 || filter.search !== '';
}

/**
 * The category middleware's target (spec section 2): `/gamehall?category=slots&x=1` is the category's
 * own page, `/gamehall/slots?x=1`. Null when the URL names no category.
 */
export function categoryRedirect(url: URL, hallPath: string): string | null {
  const category = url.searchParams.get('category')?.trim();
  if (!category) return null;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete('category');
  const search = rest.toString();
  return `${hallPath}/${encodeURIComponent(category.toLowerCase())}${search ? `?${search}` : ''}${url.hash}`;
}

/** The hall's URL with some of its query changed; empty values are dropped. */
export function hallSearch(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}
