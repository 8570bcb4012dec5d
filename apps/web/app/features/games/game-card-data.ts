import { type CatalogueGame, gameDisplay } from '@jeton/domain';

/**
 * What a card shows, and no more: the hall's first page travels twice (as HTML and as loader data
 * for hydration), so each card's data is kept to its name, image, provider and heart.
 */
export interface GameCardData {
  sysname: string;
  name: string;
  image: string;
  provider: string;
  /** The item config's canVisibleFavoriteIcon. */
  heart: boolean;
}

export function toCardData(game: CatalogueGame): GameCardData {
  const { name, image } = gameDisplay(game);
  return {
    sysname: game.sysname,
    name,
    image,
    provider: game.provider_name,
    heart: game.config?.canVisibleFavoriteIcon !== false,
  };
}
