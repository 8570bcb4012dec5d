import { z } from 'zod';
import { GAME_TYPES, VISIBLE_FULL_SCREEN } from '../entities/game-types.js';
import { SORT_ORDERS } from './players.js';
import { listAnswer, pagingSchema, recordIdSchema, withinListWindow } from './shared.js';

// catalogue/list, catalogue/export, catalogue/filters, catalogue/updateGame, catalogue/updateCategory:
// the game catalogue as content operators run it (issue 15 item 5; the hall reads the same tables).

/** A catalogue id: a game's sysname, a category or a provider (lower-case words joined by - or _). */
const catalogueIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/);

export const CATALOGUE_SORTS = ['popularity', 'name', 'releasedAt', 'id'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** Enabled games show in the hall; disabled ones only here. */
export const CATALOGUE_STATES = ['enabled', 'disabled'] as const;
export type CatalogueState = (typeof CATALOGUE_STATES)[number];

export const catalogueFilterSchema = z.object({
  /** Text the name or sysname contains (any case). */
  query: z.string().trim().max(64).optional(),
  provider: catalogueIdSchema.optional(),
  category: catalogueIdSchema.optional(),
  type: z.enum(GAME_TYPES).optional(),
  state: z.enum(CATALOGUE_STATES).optional(),
  sort: z.enum(CATALOGUE_SORTS).default('popularity'),
  order: z.enum(SORT_ORDERS).default('desc'),
});

export const catalogueListInput = withinListWindow(catalogueFilterSchema.extend(pagingSchema.shape).strict());
export const catalogueExportInput = catalogueFilterSchema.strict();

/** A game's item config (spec section 3): null follows the site's games-config section. */
export const gameItemOverridesSchema = z.object({
  canAccessSlotWithZeroBalance: z.boolean().nullable(),
  canVisibleFavoriteIcon: z.boolean().nullable(),
  visibleFullScreen: z.enum(VISIBLE_FULL_SCREEN).nullable(),
  contentViewType: z.string().trim().min(1).max(32).nullable(),
});
export type GameItemOverrides = z.output<typeof gameItemOverridesSchema>;

export const catalogueGameSchema = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  provider: z.string(),
  providerName: z.string(),
  type: z.enum(GAME_TYPES),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  enabled: z.boolean(),
  hasDemo: z.boolean(),
  /** The hall's default order: higher first. */
  popularity: z.number().int(),
  releasedAt: z.string(),
  config: gameItemOverridesSchema,
});
export type CatalogueGameRow = z.output<typeof catalogueGameSchema>;
export const catalogueListAnswer = listAnswer(catalogueGameSchema);

export const POPULARITY_MAX = 1_000_000;

/** What an operator changes on a game; every field left out stays as it is. */
export const catalogueGameUpdateInput = z
  .object({
    id: recordIdSchema,
    enabled: z.boolean().optional(),
    popularity: z.number().int().min(0).max(POPULARITY_MAX).optional(),
    categories: z.array(catalogueIdSchema).max(20).optional(),
    hasDemo: z.boolean().optional(),
    config: gameItemOverridesSchema.partial().strict().optional(),
  })
  .strict();

export const catalogueCategorySchema = z.object({
  id: z.string(),
  names: z.record(z.string(), z.string()),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  /** Games of the catalogue in it, enabled or not. */
  gamesCount: z.number().int(),
});
export type CatalogueCategory = z.output<typeof catalogueCategorySchema>;

export const catalogueFiltersAnswer = z.object({
  categories: z.array(catalogueCategorySchema),
  providers: z.array(z.object({ sysname: z.string(), name: z.string() })),
});

export const catalogueCategoryUpdateInput = z
  .object({
    id: catalogueIdSchema,
    enabled: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
