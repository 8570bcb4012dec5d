import type { CatalogueService } from '../games/catalogue-service.js';
import { HOUSE_PROVIDER } from '../house-studio/house-games.js';
import type { EligibleGames } from './tournaments-service.js';

/** A tournament names at most this many games (TOURNAMENT_LIMITS); every house game fits too. */
const MAX_GAMES = 300;

/** The catalogue's cards of a tournament's games: the ones it names, or every house game. */
export function eligibleGamesFrom(catalogue: CatalogueService): EligibleGames {
  return async (sysnames, locale) => {
    const named = sysnames.length > 0;
    const { items } = await catalogue.list({
      types: [],
      providers: named ? [] : [HOUSE_PROVIDER],
      tags: [],
      categories: [],
      sysnames: named ? [...sysnames] : null,
      query: '',
      locale,
      offset: 0,
      count: MAX_GAMES,
      sort: 'popularity',
      order: 'desc',
      // The name and cover in the caller's locale.
      fields: ['description'],
    });
    return items;
  };
}
