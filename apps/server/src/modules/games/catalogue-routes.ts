import { GAME_FIELDS, GAME_TYPES, VISIBLE_FULL_SCREEN } from '@jeton/domain';
import { z } from 'zod';
import { type ApiMethod, defineMethod } from '../../api/method.js';
import { gamesGetInput, gameTypesOf, getProvidersInput, likeInput } from './catalogue-input.js';

// games: the catalogue and favourites (spec section 7, games; docs/decisions/0017). The studio's
// methods of the same service (getHistory, the history exports) live with the studio.

const gameSchema = z.object({
  sysname: z.string(),
  name: z.string(),
  image_url: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  type: z.enum(GAME_TYPES),
  has_demo: z.boolean(),
  description: z.object({ name: z.string(), img_288_192: z.string() }).optional(),
  categories: z.array(z.string()).optional(),
  tags: z.array(z.string()).optional(),
  config: z
    .object({
      type: z.enum(GAME_TYPES),
      canAccessSlotWithZeroBalance: z.boolean(),
      canVisibleFavoriteIcon: z.boolean(),
      visibleFullScreen: z.enum(VISIBLE_FULL_SCREEN),
      contentViewType: z.string(),
    })
    .optional(),
  popularity: z.number().optional(),
  release_date: z.string().optional(),
});

export const gamesCatalogueMethods: ApiMethod[] = [
  defineMethod({
    service: 'games',
    method: 'get',
    http: 'GET',
    access: 'public',
    summary: `Games of the catalogue, filtered (types, providers, tags, options {id, type} as JSON, query on the name) and sorted; fields adds ${GAME_FIELDS.join(', ')}`,
    input: gamesGetInput,
    output: z.object({
      items: z.array(gameSchema),
      total: z.number(),
      offset: z.number(),
      count: z.number(),
    }),
    handler: ({ services, input, locale }) => {
      const options = input.options ?? [];
      const pick = (type: string) => options.filter((o) => o.type === type).map((o) => o.id);
      const sort = input.sort ?? 'popularity';
      return services.catalogue.list({
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
    summary: 'The game hall categories, named in the locale, with their number of games',
    input: z.object({}),
    output: z.object({
      items: z.array(z.object({ id: z.string(), name: z.string(), games_count: z.number() })),
    }),
    handler: async ({ services, locale }) => ({ items: await services.catalogue.categories(locale) }),
  }),
  defineMethod({
    service: 'games',
    method: 'getProviders',
    http: 'GET',
    access: 'public',
    summary: 'Game providers with games of the given types; fields=game_params adds their count and types',
    input: getProvidersInput,
    output: z.object({
      items: z.array(
        z.object({
          sysname: z.string(),
          name: z.string(),
          image_url: z.string(),
          game_params: z.object({ games_count: z.number(), types: z.array(z.enum(GAME_TYPES)) }).optional(),
        }),
      ),
    }),
    handler: async ({ services, input }) => ({
      items: await services.catalogue.providers(
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
    summary: "The player's favourite games: a list of sysnames, most recent first",
    input: z.object({}),
    output: z.object({ items: z.array(z.string()) }),
    handler: async ({ services, session }) => ({ items: await services.catalogue.likes(session!.userId) }),
  }),
  defineMethod({
    service: 'games',
    method: 'addLike',
    http: 'POST',
    access: 'player',
    summary: 'Adds a game to the favourites (adding it twice changes nothing); answers 1',
    input: likeInput,
    output: z.literal(1),
    handler: async ({ services, session, input, locale }) => {
      await services.catalogue.addLike(session!.userId, input.sysname, locale);
      return 1 as const;
    },
  }),
  defineMethod({
    service: 'games',
    method: 'removeLike',
    http: 'POST',
    access: 'player',
    summary: 'Removes a game from the favourites (removing one that is not there changes nothing); answers 1',
    input: likeInput,
    output: z.literal(1),
    handler: async ({ services, session, input, locale }) => {
      await services.catalogue.removeLike(session!.userId, input.sysname, locale);
      return 1 as const;
    },
  }),
];
