import { z } from 'zod';
import { isoDateTime, recordIdSchema, requiredText, sysnameSchema } from './shared.js';

// jackpots/list, jackpots/create, jackpots/update, jackpots/setStatus (decision 0061): must-drop
// jackpots, managed by operators with `jackpots.manage`. An update adds a terms version; a running
// cycle keeps the drop range (and drawn amount) it started with.

export const JACKPOT_LIMITS = {
  name: 80,
  description: 600,
  games: 50,
  /** 10 % of each stake at most. */
  maxRateBp: 1_000,
  /** 100 million minor units: one million of a 2-digit currency. */
  maxAmountMinor: 100_000_000,
} as const;

const amountMinor = z.number().int().min(0).max(JACKPOT_LIMITS.maxAmountMinor);
const sysname = sysnameSchema();

export const jackpotTermsSchema = z
  .object({
    nameEn: requiredText(JACKPOT_LIMITS.name),
    nameFr: requiredText(JACKPOT_LIMITS.name),
    descriptionEn: requiredText(JACKPOT_LIMITS.description),
    descriptionFr: requiredText(JACKPOT_LIMITS.description),
    /** Empty: every house game. */
    games: z.array(sysname).max(JACKPOT_LIMITS.games),
    rateBp: z.number().int().min(1).max(JACKPOT_LIMITS.maxRateBp),
    seedMinor: amountMinor,
    dropMinMinor: amountMinor.min(1),
    dropMaxMinor: amountMinor.min(1),
  })
  .strict();

type Terms = z.output<typeof jackpotTermsSchema>;

/** The seed must stay under the drop range (a new cycle never starts already dropped). */
function checkRange<T extends Terms>(terms: T, context: z.RefinementCtx): void {
  if (terms.dropMaxMinor < terms.dropMinMinor) {
    context.addIssue({ code: 'custom', path: ['dropMaxMinor'], message: 'At least the lowest drop amount' });
  }
  if (terms.seedMinor >= terms.dropMinMinor) {
    context.addIssue({ code: 'custom', path: ['seedMinor'], message: 'Below the lowest drop amount' });
  }
}

export const jackpotCreateInput = jackpotTermsSchema
  .extend({
    sysname,
    currency: z.string().regex(/^[A-Z]{3}$/, 'A currency code such as EUR'),
  })
  .strict()
  .superRefine(checkRange);

export const jackpotUpdateInput = jackpotTermsSchema
  .extend({ id: recordIdSchema })
  .strict()
  .superRefine(checkRange);

export const jackpotStatusInput = z
  .object({ id: recordIdSchema, status: z.enum(['active', 'paused']) })
  .strict();

export type JackpotCreate = z.output<typeof jackpotCreateInput>;
export type JackpotUpdate = z.output<typeof jackpotUpdateInput>;

export const jackpotCycleSchema = z.object({
  number: z.number().int(),
  version: z.number().int(),
  dropMinMinor: z.number(),
  dropMaxMinor: z.number(),
  commitment: z.string(),
  startedAt: isoDateTime,
  /** Null while it runs: not even an operator sees a running cycle's drawn amount. */
  dropAmountMinor: z.number().nullable(),
  wonAt: isoDateTime.nullable(),
  winner: z.string().nullable(),
  winnerId: z.number().int().nullable(),
  winAmountMinor: z.number().nullable(),
  game: z.string().nullable(),
});

export const jackpotAdminSchema = jackpotTermsSchema.safeExtend({
  id: z.number().int(),
  sysname: z.string(),
  currency: z.string(),
  status: z.enum(['active', 'paused']),
  version: z.number().int(),
  poolMinor: z.number(),
  wins: z.number().int(),
  paidMinor: z.number(),
  cycles: z.array(jackpotCycleSchema),
});

export type JackpotAdminRow = z.output<typeof jackpotAdminSchema>;
export type JackpotCycleRow = z.output<typeof jackpotCycleSchema>;

export const jackpotListAnswer = z.object({ items: z.array(jackpotAdminSchema) });
