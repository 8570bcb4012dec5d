import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

// The game catalogue (spec section 3: game, game item config, provider; docs/decisions/0017).

/** A game studio whose games the hall lists (spec section 3, provider). */
export const gameProviders = pgTable('game_providers', {
  sysname: text('sysname').primaryKey(),
  name: text('name').notNull(),
  /** Its logo: a site path (/games/providers/…) or an https URL. */
  imageUrl: text('image_url').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** A category of the hall (/gamehall/{id}): its id is the path segment, its name per locale. */
export const gameCategories = pgTable('game_categories', {
  id: text('id').primaryKey(),
  /** `{ en: 'Slots', fr: 'Machines à sous' }`. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** A game's description in one locale: its name and 288×192 image override the top-level ones. */
export interface GameDescription {
  name?: string;
  img_288_192?: string;
}

/**
 * A game of the catalogue. The item config columns (spec section 3, game item config) are null when
 * the game follows the site's games-config section, or the game's own value when it differs.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    sysname: text('sysname').notNull().unique(),
    name: text('name').notNull(),
    provider: text('provider')
      .notNull()
      .references(() => gameProviders.sysname),
    /** casino, slot, live or fast (spec section 3, game types). */
    type: text('type').notNull(),
    /** game_categories ids. */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text('image_url').notNull().default(''),
    /** Per locale: `{ fr: { name, img_288_192 } }`. */
    description: jsonb('description').$type<Record<string, GameDescription>>().notNull().default({}),
    canAccessSlotWithZeroBalance: boolean('can_access_slot_with_zero_balance'),
    canVisibleFavoriteIcon: boolean('can_visible_favorite_icon'),
    /** all, telegram, product or none. */
    visibleFullScreen: text('visible_full_screen'),
    contentViewType: text('content_view_type'),
    hasDemo: boolean('has_demo').notNull().default(true),
    /** Higher first in the default sort. */
    popularity: integer('popularity').notNull().default(0),
    releasedAt: date('released_at', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per sort of games/get, each ending in id so that pages never overlap or skip.
    index('games_popularity_idx').on(t.popularity.desc(), t.id),
    index('games_name_idx').on(t.name, t.id),
    index('games_released_idx').on(t.releasedAt.desc(), t.id),
    index('games_provider_idx').on(t.provider, t.popularity.desc()),
    index('games_type_idx').on(t.type, t.popularity.desc()),
    index('games_categories_idx').using('gin', t.categories),
    index('games_tags_idx').using('gin', t.tags),
    check('games_type', sql`${t.type} IN ('casino', 'slot', 'live', 'fast')`),
    check(
      'games_visible_full_screen',
      sql`${t.visibleFullScreen} IS NULL OR ${t.visibleFullScreen} IN ('all', 'telegram', 'product', 'none')`,
    ),
  ],
);

/** A player's favourite games (spec section 3: favourites are a list of sysnames). */
export const gameLikes = pgTable(
  'game_likes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** Who names these tables in SQL (decision 0091). */
export const gamesOwners = tableOwners(
  ownedBy('modules/games', [gameCategories, gameLikes, gameProviders, games]),
);
