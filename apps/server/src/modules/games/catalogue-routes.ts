import { GAME_FIELDS, gamesAnswers } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import { gamesGetInput, gameTypesOf, getProvidersInput, likeInput } from './catalogue-input.js';
import type { CatalogueService } from './catalogue-service.js';

// games: the catalogue and favourites (spec section 7, games; docs/decisions/0017). The studio's
// methods of the same service (getHistory, the history exports) live with the studio.

/** The services this module's handlers use, handed in by its module.ts. */
export interface GamesCatalogueApiDeps {
  catalogue: CatalogueService;
}

export const gamesCatalogueApi = defineApiModule<GamesCatalogueApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'games',
      method: 'get',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: `Games of the catalogue, filtered (types, providers, tags, options {id, type} as JSON, query on the name) and sorted; fields adds ${GAME_FIELDS.join(', ')}`,
      input: gamesGetInput,
      output: gamesAnswers.get,
      handler: ({ deps, input, locale }) => {
        const options = input.options ?? [];
        const pick = (type: string) => options.filter((o) => o.type === type).map((o) => o.id);
        const sort = input.sort ?? 'popularity';
        return deps.catalogue.list({
          offset: input.offset ?? 0,
          count: input.count ?? 15,
          sort,
          order: input.order ?? (sort === 'name' ? 'asc' : 'desc'),
          query: input.query ?? '',
          fields: GAME_FIELDS.filter((field) => input.fields?.includes(field)),
          types: gameTypesOf(input.types),
          providers: [...new Set([...(input.providers ?? []), ...pick('provider')])].sort(),
          tags: [...new Set([...(input.tags ?? []), ...pick('tag')])].sort(),
          categories: [...new Set(pick('category'))].sort(),
          sysnames: input.sysnames ?? null,
          locale,
        });
      },
    }),
    defineMethod({
      service: 'games',
      method: 'getCategories',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'The game hall categories, named in the locale, with their number of games',
      input: z.object({}),
      output: gamesAnswers.getCategories,
      handler: async ({ deps, locale }) => ({ items: await deps.catalogue.categories(locale) }),
    }),
    defineMethod({
      service: 'games',
      method: 'getProviders',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'Game providers with games of the given types; fields=game_params adds their count and types',
      input: getProvidersInput,
      output: gamesAnswers.getProviders,
      handler: async ({ deps, input }) => ({
        items: await deps.catalogue.providers(
          gameTypesOf(input.types),
          input.fields?.includes('game_params') ?? false,
        ),
      }),
    }),
    defineMethod({
      service: 'games',
      method: 'getLikes',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "The player's favourite games: a list of sysnames, most recent first",
      input: z.object({}),
      output: gamesAnswers.getLikes,
      handler: async ({ deps, session }) => ({ items: await deps.catalogue.likes(session!.userId) }),
    }),
    defineMethod({
      service: 'games',
      method: 'addLike',
      http: 'POST',
      access: 'player',
      errors: [],
      summary: 'Adds a game to the favourites (adding it twice changes nothing); answers 1',
      input: likeInput,
      output: gamesAnswers.addLike,
      handler: async ({ deps, session, input, locale }) => {
        await deps.catalogue.addLike(session!.userId, input.sysname, locale);
        return 1 as const;
      },
    }),
    defineMethod({
      service: 'games',
      method: 'removeLike',
      http: 'POST',
      access: 'player',
      errors: [],
      summary:
        'Removes a game from the favourites (removing one that is not there changes nothing); answers 1',
      input: likeInput,
      output: gamesAnswers.removeLike,
      handler: async ({ deps, session, input, locale }) => {
        await deps.catalogue.removeLike(session!.userId, input.sysname, locale);
        return 1 as const;
      },
    }),
  ],
});
