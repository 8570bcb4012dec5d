import type { z } from 'zod';
import type { freespinsAnswers } from '../api/freespins.js';
import type { catalogueGameSchema, gamesAnswers } from '../api/games.js';
import { GAME_TYPES, type GameType, type VisibleFullScreen } from './game-types.js';

export * from './game-types.js';

// The game catalogue's shared vocabulary (spec section 3: game, game item config, game types,
// provider, free-spin pack), used by the server's games/* methods and the web app's hall. No zod
// schema is built here: the player site's first load imports this file (its schema lives in
// content-document.ts), and a schema would bring zod's runtime along.

export const HALL_GAME_TYPES = ['all', ...GAME_TYPES] as const;
export type HallGameType = (typeof HALL_GAME_TYPES)[number];

/** The sorts of games/get. */
export const GAME_SORTS = ['popularity', 'name', 'release_date'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** A game's item config (spec section 3): the site's games-config gameItem, overridden per game. */
export interface GameItemConfig {
  type: GameType;
  canAccessSlotWithZeroBalance: boolean;
  canVisibleFavoriteIcon: boolean;
  visibleFullScreen: VisibleFullScreen;
  contentViewType: string;
}

/** The games-config section of the content configuration (decision 0009). */
export interface GamesConfig {
  gameItem: Omit<GameItemConfig, 'type'>;
  types: HallGameType[];
}

export const DEFAULT_GAMES_CONFIG: GamesConfig = {
  gameItem: {
    canAccessSlotWithZeroBalance: false,
    canVisibleFavoriteIcon: true,
    visibleFullScreen: 'all',
    contentViewType: 'default',
  },
  types: [...HALL_GAME_TYPES],
};

/** A game as games/get answers it (spec section 3, game). */
export type CatalogueGame = z.output<typeof catalogueGameSchema>;

/** The optional fields games/get adds when `fields` names them. */
export const GAME_FIELDS = [
  'description',
  'categories',
  'tags',
  'config',
  'popularity',
  'release_date',
] as const;
export type GameField = (typeof GAME_FIELDS)[number];

export type GameCategory = z.output<(typeof gamesAnswers)['getCategories']>['items'][number];

/** A provider as games/getProviders answers it (spec section 3: sysname, game_params). */
export type GameProvider = z.output<(typeof gamesAnswers)['getProviders']>['items'][number];

/** A free-spin pack (spec section 3), as freespins/get answers it. */
export type FreeSpinPack = z.output<(typeof freespinsAnswers)['get']>['items'][number];

/** The name and image to show: the locale's description overrides the top-level ones. */
export function gameDisplay(game: CatalogueGame): { name: string; image: string } {
  return {
    name: game.description?.name || game.name,
    image: game.description?.img_288_192 || game.image_url,
  };
}
