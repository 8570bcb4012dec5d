import { QUERY_LIMITS } from '@jeton/domain';

/** The game hall's filter: a category, or providers (spec section 2). */
export interface GameHallFilter {
  category: string | null;
  providers: string[];
}

/**
 * `?category=slots` and `?providers=studio-a,studio-b` (a comma list; repeated parameters are joined).
 * Blank entries and duplicates are dropped, and the list is bounded like every query array.
 */
export function parseGameHallQuery(query: URLSearchParams): GameHallFilter {
  const category = query.get('category')?.trim() || null;
  const providers = [
    ...new Set(
      query
        .getAll('providers')
        .flatMap((value) => value.split(','))
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ].slice(0, QUERY_LIMITS.arrayLimit);
  return { category, providers };
}

export function hasFilter(filter: GameHallFilter): boolean {
  return filter.category !== null || filter.providers.length > 0;
}
