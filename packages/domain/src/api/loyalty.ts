import { z } from 'zod';
import { LOYALTY_CHARACTERS } from '../loyalty/characters.js';
import { LOYALTY_LEVEL_SYSNAMES } from '../loyalty/programme.js';
import { moneyAmountSchema, savedSchema } from './shared.js';

// The answers of the loyalty service (spec section 7): the player's points and level, the
// programme's levels, the shop, the characters and the loyalty notices. Points are numbers with
// at most two decimals (the ledger keeps hundredths).

export const loyaltyLevelSchema = z.object({
  sysname: z.enum(LOYALTY_LEVEL_SYSNAMES),
  /** Lifetime points from which the level holds. */
  min_points: z.number(),
  /** What a stake earns at this level: points per 1.00 staked. */
  points_per_unit: z.number(),
  multiplier: z.number(),
});

export const loyaltyInfoSchema = z.object({
  id: z.number(),
  uid: z.number(),
  is_active: z.boolean(),
  /** Points to spend: the balance of the player's points account in the ledger. */
  points: z.number(),
  /** Every point earned, spent or not: what sets the level. */
  lifetime_points: z.number(),
  pointsAlias: z.string(),
  character: z.object({ id: z.number(), sysname: z.enum(LOYALTY_CHARACTERS) }),
  level: loyaltyLevelSchema,
  next_level: loyaltyLevelSchema.extend({ points_to_go: z.number() }).nullable(),
  progress_percent: z.number(),
  levels: z.array(loyaltyLevelSchema),
});

export const loyaltyProductSchema = z.object({
  id: z.number(),
  sysname: z.string(),
  kind: z.literal('free_spins'),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  game: z.object({ sysname: z.string(), name: z.string(), image_url: z.string() }),
  spins: z.number(),
  stake: moneyAmountSchema,
  valid_days: z.number(),
  /** How many one player may buy; null for no limit. */
  per_player_limit: z.number().nullable(),
  /** How many this player bought (0 for a guest). */
  bought: z.number(),
  /** Left in stock for everyone; null for no limit. */
  stock_left: z.number().nullable(),
});

export const loyaltyProgramSchema = z.object({
  sysname: z.enum(LOYALTY_LEVEL_SYSNAMES),
  min_points: z.number(),
  points_per_unit: z.number(),
  multiplier: z.number(),
  /** The level above, or null at the top. */
  next: z.enum(LOYALTY_LEVEL_SYSNAMES).nullable(),
  previous: z.enum(LOYALTY_LEVEL_SYSNAMES).nullable(),
});

export const loyaltyNotificationSchema = z.object({
  id: z.number(),
  trigger: z.enum(['quest', 'register', 'profile', 'confirm', 'product', 'level']),
  type: z.enum(['credit', 'other']),
  title: z.string(),
  message: z.string(),
  amount: z.number(),
  amountType: z.enum(['points', 'spins']),
  image: z.string(),
});

export const loyaltyAnswers = {
  getinfo: loyaltyInfoSchema,
  getproducts: z.object({ total: z.number(), items: z.array(loyaltyProductSchema) }),
  buyproduct: z.object({
    purchase_id: z.number(),
    product_id: z.number(),
    /** The points left after the purchase. */
    points: z.number(),
    free_spin_pack_id: z.number(),
  }),
  getcharacters: z.object({
    items: z.array(z.object({ id: z.number(), sysname: z.enum(LOYALTY_CHARACTERS) })),
    offset: z.number(),
    limit: z.number(),
    total: z.number(),
  }),
  setcharacter: savedSchema,
  getnotifications: z.object({ items: z.array(loyaltyNotificationSchema) }),
  getPrograms: z.object({ total: z.number(), items: z.array(loyaltyProgramSchema) }),
  getProgram: loyaltyProgramSchema,
  getpointshistory: z.object({
    total: z.number(),
    items: z.array(
      z.object({
        id: z.number(),
        kind: z.enum(['award', 'sports', 'reversal', 'purchase']),
        points: z.number(),
        balance_after: z.number(),
        reference: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
};

export type LoyaltyInfo = z.infer<typeof loyaltyInfoSchema>;
export type LoyaltyProduct = z.infer<typeof loyaltyProductSchema>;
export type LoyaltyProgram = z.infer<typeof loyaltyProgramSchema>;
export type LoyaltyNotification = z.infer<typeof loyaltyNotificationSchema>;
