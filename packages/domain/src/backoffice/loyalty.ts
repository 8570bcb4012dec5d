import { z } from 'zod';
import { freeSpinsGrantSchema, productTextsSchema } from '../loyalty/products.js';
import { LOYALTY_LEVEL_SYSNAMES } from '../loyalty/programme.js';
import { isoDateTime, recordIdSchema } from './shared.js';

// loyalty/*: the loyalty shop's products (create, edit, deactivate), the programme's levels and one
// player's points, as operators with `loyalty.manage` run them. Points are whole or hundredths.

const pointsField = z.number().positive().max(10_000_000).multipleOf(0.01);

export const loyaltyProductInput = z
  .object({
    sysname: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,62}$/),
    texts: productTextsSchema,
    grant: freeSpinsGrantSchema,
    price: pointsField,
    perPlayerLimit: z.number().int().min(1).max(1_000).nullable(),
    stock: z.number().int().min(0).max(10_000_000).nullable(),
    isActive: z.boolean(),
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export type LoyaltyProductInput = z.input<typeof loyaltyProductInput>;

export const loyaltyProductSaveInput = loyaltyProductInput.extend({ id: recordIdSchema.nullable() }).strict();

export const loyaltyProductAdminSchema = z.object({
  id: z.number(),
  sysname: z.string(),
  kind: z.literal('free_spins'),
  texts: productTextsSchema,
  grant: freeSpinsGrantSchema,
  price: z.number(),
  perPlayerLimit: z.number().nullable(),
  stock: z.number().nullable(),
  isActive: z.boolean(),
  position: z.number(),
  gameName: z.string(),
  updatedAt: isoDateTime,
});
export type LoyaltyProductAdmin = z.infer<typeof loyaltyProductAdminSchema>;

export const loyaltyProductsAnswer = z.object({
  items: z.array(loyaltyProductAdminSchema),
  /** The house slots a free-spin product may grant. */
  games: z.array(z.object({ sysname: z.string(), name: z.string() })),
  levels: z.array(
    z.object({ sysname: z.enum(LOYALTY_LEVEL_SYSNAMES), minPoints: z.number(), multiplier: z.number() }),
  ),
});

export const loyaltyPlayerInput = z.object({ playerId: recordIdSchema }).strict();

export const loyaltyPlayerAnswer = z.object({
  playerId: z.number(),
  points: z.number(),
  lifetimePoints: z.number(),
  level: z.enum(LOYALTY_LEVEL_SYSNAMES),
  character: z.string(),
  history: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(['award', 'sports', 'reversal', 'purchase']),
      points: z.number(),
      balanceAfter: z.number(),
      reference: z.string(),
      createdAt: isoDateTime,
    }),
  ),
});
export type LoyaltyPlayerAnswer = z.infer<typeof loyaltyPlayerAnswer>;
