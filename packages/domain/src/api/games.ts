import { z } from 'zod';
import { GAME_TYPES, VISIBLE_FULL_SCREEN } from '../entities/game-types.js';
import { HISTORY_EXPORT_FORMATS, HISTORY_EXPORT_STATUSES } from '../player-record-kinds.js';
import { moneyAmountSchema, savedSchema } from './shared.js';
import { SPORTS_BET_STATUSES, sportsBetSchema } from './sportsbook.js';

// The answers of the games service: the catalogue, favourites and the player's game history.

/** A game as games/get answers it (spec section 3, game). */
export const catalogueGameSchema = z.object({
  sysname: z.string(),
  name: z.string(),
  image_url: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  type: z.enum(GAME_TYPES),
  has_demo: z.boolean(),
  /** In the caller's locale: its name and image override the top-level ones. */
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

export const historyExportSchema = z.object({
  id: z.number(),
  status: z.enum(HISTORY_EXPORT_STATUSES),
  format: z.enum(HISTORY_EXPORT_FORMATS),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  row_count: z.number().nullable(),
  /** Where the player downloads the file once it is ready. */
  download_url: z.string().nullable(),
});

/** A casino round of the bets history: its game, money and what the fairness page needs to replay it. */
const casinoRoundItemSchema = z.object({
  id: z.number(),
  product: z.literal('casino'),
  game: z.object({ sysname: z.string(), name: z.string() }),
  mode: z.string(),
  status: z.string(),
  stake: moneyAmountSchema,
  win: moneyAmountSchema,
  balance_before: moneyAmountSchema,
  balance_after: moneyAmountSchema,
  free_spin: z.boolean(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  seed: z.object({
    commitment: z.string(),
    client_seed: z.string(),
    nonce: z.number(),
    server_seed: z.string().nullable(),
  }),
  /** What the fairness page needs to replay the round: the game's kind, the bet and the actions taken. */
  replay: z.object({ kind: z.string(), bet: z.unknown(), actions: z.array(z.unknown()) }),
});

/**
 * A sports bet of the bets history (issue 31): always real money or a free bet; `win` is what its
 * settlement paid (the return, the stake back when void, the cash-out), 0 while open or lost.
 */
const sportsBetItemSchema = z.object({
  id: z.number(),
  product: z.literal('sports'),
  status: z.enum(SPORTS_BET_STATUSES),
  stake: moneyAmountSchema,
  win: moneyAmountSchema,
  /** Staked from a free bet (decision 0070): its win pays the winnings only. */
  free_bet: z.boolean(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  bet: sportsBetSchema.pick({
    kind: true,
    odds: true,
    potential_return: true,
    event: true,
    market: true,
    selection: true,
    legs: true,
  }),
});

export const gamesAnswers = {
  getHistory: z.object({
    total: z.number(),
    /** Casino rounds and sports bets together, newest first; `product` tells which a row is. */
    items: z.array(z.discriminatedUnion('product', [casinoRoundItemSchema, sportsBetItemSchema])),
  }),
  createhistoryexportrequest: historyExportSchema,
  gethistoryexportrequest: historyExportSchema.nullable(),
  get: z.object({
    items: z.array(catalogueGameSchema),
    total: z.number(),
    offset: z.number(),
    count: z.number(),
  }),
  getCategories: z.object({
    items: z.array(z.object({ id: z.string(), name: z.string(), games_count: z.number() })),
  }),
  getProviders: z.object({
    items: z.array(
      z.object({
        sysname: z.string(),
        name: z.string(),
        image_url: z.string(),
        game_params: z.object({ games_count: z.number(), types: z.array(z.enum(GAME_TYPES)) }).optional(),
      }),
    ),
  }),
  getLikes: z.object({ items: z.array(z.string()) }),
  addLike: savedSchema,
  removeLike: savedSchema,
};
