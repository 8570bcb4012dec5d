import type { schema } from '@jeton/db';
import type { GameType } from '@jeton/domain';
import type { ModuleSeed } from '../../wiring/server-module.js';
import type { CatalogueSeedStore } from './catalogue-seed-store.js';
import {
  gameImageUrl,
  SEED_CATEGORIES,
  SEED_GAMES,
  SEED_PROVIDERS,
  type SeedGame,
} from './game-catalogue-data.js';

type GameInsert = typeof schema.games.$inferInsert;

function gameRow(game: SeedGame): GameInsert {
  return {
    sysname: game.sysname,
    name: game.name,
    provider: game.provider,
    type: game.type,
    categories: game.categories,
    tags: game.tags,
    imageUrl: gameImageUrl(game.sysname),
    description: game.nameFr ? { fr: { name: game.nameFr } } : {},
    canAccessSlotWithZeroBalance: game.canAccessSlotWithZeroBalance ?? null,
    canVisibleFavoriteIcon: game.canVisibleFavoriteIcon ?? null,
    visibleFullScreen: game.visibleFullScreen ?? null,
    hasDemo: game.hasDemo ?? true,
    popularity: game.popularity,
    releasedAt: game.releasedAt,
  };
}

/**
 * The demo catalogue: providers, categories and games. Idempotent: what exists is left as the
 * operator may have changed it. `extraGames` adds that many generated games (bench and tests of a
 * large hall: SEED_EXTRA_GAMES), each with one of the demo covers.
 */
export async function seedGameCatalogue(store: CatalogueSeedStore, extraGames = 0): Promise<void> {
  await store.insertMissing({
    providers: SEED_PROVIDERS.map((p, i) => ({ sysname: p.sysname, name: p.name, sortOrder: i })),
    categories: SEED_CATEGORIES.map((c, i) => ({ id: c.id, names: { en: c.en, fr: c.fr }, sortOrder: i })),
    games: [...SEED_GAMES.map(gameRow), ...generatedGames(extraGames)],
  });
}

/**
 * The demo catalogue for a demo; with SEED_EXTRA_GAMES, the catalogue and its generated games at
 * any start (a bench of a large hall needs no demo players).
 */
export const gamesSeed = (store: CatalogueSeedStore, extraGames: number): ModuleSeed => ({
  ...(extraGames > 0 ? { always: () => seedGameCatalogue(store, extraGames) } : {}),
  demo: () => seedGameCatalogue(store),
});

const OTHER_GAMES = SEED_GAMES.filter((g) => g.provider !== 'jeton');
const ADJECTIVES = [
  'Lucky',
  'Wild',
  'Golden',
  'Mystic',
  'Electric',
  'Royal',
  'Hidden',
  'Blazing',
  'Silver',
  'Cosmic',
];
const NOUNS = [
  'Tiger',
  'Comet',
  'Harbour',
  'Lotus',
  'Volcano',
  'Crown',
  'Meadow',
  'Falcon',
  'Reef',
  'Citadel',
];

/** Generated games, `more-0001` and up, spread over the other providers, types and categories. */
export function generatedGames(count: number): GameInsert[] {
  return Array.from({ length: count }, (_, i) => {
    const model = OTHER_GAMES[i % OTHER_GAMES.length]!;
    const number = String(i + 1).padStart(4, '0');
    const name = `${ADJECTIVES[i % 10]} ${NOUNS[Math.floor(i / 10) % 10]} ${number}`;
    const type: GameType = model.type;
    return {
      sysname: `more-${number}`,
      name,
      provider: model.provider,
      type,
      categories: model.categories.filter((c) => c !== 'popular' && c !== 'new'),
      tags: [],
      imageUrl: gameImageUrl(model.sysname),
      description: {},
      hasDemo: model.hasDemo ?? true,
      popularity: (i * 37) % 35,
      releasedAt: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    };
  });
}
