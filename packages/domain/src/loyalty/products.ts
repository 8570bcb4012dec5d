import { z } from 'zod';

// The loyalty shop's products as operators define them and players buy them. A product grants
// something real: today a free-spin pack on a house slot (free-spins module).

export const LOYALTY_PRODUCT_KINDS = ['free_spins'] as const;
export type LoyaltyProductKind = (typeof LOYALTY_PRODUCT_KINDS)[number];

/** What a free-spin product grants: spins of one game at a fixed stake, valid some days. */
export const freeSpinsGrantSchema = z
  .object({
    game: z.string().trim().min(1).max(120),
    count: z.number().int().min(1).max(500),
    /** The stake of each spin, in minor units of the buyer's currency. */
    stake_minor: z.number().int().min(1).max(100_000),
    valid_days: z.number().int().min(1).max(365),
  })
  .strict();
export type FreeSpinsGrant = z.infer<typeof freeSpinsGrantSchema>;

/** A product's name and text in each locale. */
export const productTextSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().max(400).default(''),
  })
  .strict();

export const productTextsSchema = z.object({ en: productTextSchema, fr: productTextSchema }).strict();
export type ProductTexts = z.infer<typeof productTextsSchema>;
