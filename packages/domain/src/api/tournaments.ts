import { z } from 'zod';
import { GAME_TYPES } from '../entities/game-types.js';
import { catalogueGameSchema } from './games.js';
import { savedSchema } from './shared.js';

// The answers of the tournaments service (spec section 7: get, participate). Amounts are in major
// units and points are numbers with at most two decimals (decision 0063: 1 point per 1.00 staked).

export const TOURNAMENT_STATUSES = ['future', 'active', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** Optional heavy parts of a tournament, asked for with `fields`. */
export const TOURNAMENT_EXTRA_FIELDS = ['leaderboard', 'games'] as const;

/** How many leaderboard rows `get` answers with `fields=leaderboard`. */
export const TOURNAMENT_LEADERBOARD_SIZE = 50;

export const tournamentPrizeSchema = z.object({ place: z.number().int(), amount: z.number() });

export const tournamentStandingSchema = z.object({
  place: z.number().int(),
  /** The player's public name (fake name or masked login); never an email, phone or id. */
  name: z.string(),
  points: z.number(),
  /** The prize of the place when it is a prize place (paid or to be paid), else null. */
  prize: z.number().nullable(),
  /** The row of the player who asks. */
  is_me: z.boolean(),
});

export const tournamentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  currency: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The sum of the prize places. */
  total_prize: z.number(),
  prizes: z.array(tournamentPrizeSchema),
  /** The asking player's standing; null for guests. */
  user_info: z
    .object({ joined: z.boolean(), place: z.number().int().nullable(), points: z.number() })
    .nullable(),
  /** The paid places of a finished tournament, first place first. */
  winners: z.array(tournamentStandingSchema),
  restrictions: z.object({
    /** A stake below this scores nothing. */
    min_stake: z.number(),
    /** Only real (main) money scores: bonus money and play money do not. */
    real_money_only: z.literal(true),
  }),
  total_participants: z.number().int(),
  total_points: z.number(),
  reset_on_cashout: z.boolean(),
  provider: z.string(),
  image_url: z.string(),
  /** Game types of the eligible games. */
  tags: z.array(z.enum(GAME_TYPES)),
  extra: z.object({
    /** How points are earned, for the rules' wording. */
    points_rule: z.literal('stake'),
    /** Points per 1.00 of the tournament's currency staked. */
    points_per_unit: z.number(),
    all_house_games: z.boolean(),
  }),
  games_count: z.number().int(),
  /** With `fields=games`: the eligible games. */
  games: z.array(catalogueGameSchema).optional(),
  /** With `fields=leaderboard`: the first places. */
  leaderboard: z.array(tournamentStandingSchema).optional(),
});

export type Tournament = z.output<typeof tournamentSchema>;
export type TournamentStanding = z.output<typeof tournamentStandingSchema>;

export const tournamentsAnswers = {
  get: z.object({ items: z.array(tournamentSchema), total: z.number().int() }),
  /** Saves answer 1; the client then reloads the tournament (spec: replaced in its list). */
  participate: savedSchema,
};
