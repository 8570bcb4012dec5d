import { z } from 'zod';
import { dateTimeInput, isoDateTime, recordIdSchema, requiredText, sysnameSchema } from './shared.js';

// tournaments/list, create, update, cancel, leaderboard (decision 0063): operators with
// `tournaments.manage`. A tournament is edited only before it starts; a cancellation pays nothing
// (there is no buy-in to give back).

export const TOURNAMENT_LIMITS = {
  title: 80,
  description: 1_000,
  games: 50,
  /** Prize places at most. */
  places: 20,
  /** 100 million minor units: one million of a 2-digit currency, per place. */
  maxAmountMinor: 100_000_000,
  /** A tournament lasts at most 90 days. */
  maxDurationMs: 90 * 24 * 60 * 60 * 1000,
  imageUrl: 500,
} as const;

const amountMinor = z.number().int().min(0).max(TOURNAMENT_LIMITS.maxAmountMinor);
const sysname = sysnameSchema();
const dateTime = dateTimeInput;

export const tournamentTermsSchema = z
  .object({
    titleEn: requiredText(TOURNAMENT_LIMITS.title),
    titleFr: requiredText(TOURNAMENT_LIMITS.title),
    descriptionEn: requiredText(TOURNAMENT_LIMITS.description),
    descriptionFr: requiredText(TOURNAMENT_LIMITS.description),
    /** A site path (/images/…) or an https address; empty: the default picture. */
    imageUrl: z
      .string()
      .trim()
      .max(TOURNAMENT_LIMITS.imageUrl)
      .regex(/^(|\/[^\s]*|https:\/\/[^\s]+)$/, 'A path starting with / or an https address'),
    /** Empty: every house game. */
    games: z.array(sysname).max(TOURNAMENT_LIMITS.games),
    minStakeMinor: amountMinor,
    /** Prize of each place, first place first. */
    prizesMinor: z.array(amountMinor.min(1)).min(1).max(TOURNAMENT_LIMITS.places),
    resetOnCashout: z.boolean(),
    startsAt: dateTime,
    endsAt: dateTime,
  })
  .strict();

type Terms = z.output<typeof tournamentTermsSchema>;

function checkTimes<T extends Terms>(terms: T, context: z.RefinementCtx): void {
  const duration = Date.parse(terms.endsAt) - Date.parse(terms.startsAt);
  if (!(duration > 0)) context.addIssue({ code: 'custom', path: ['endsAt'], message: 'After the start' });
  else if (duration > TOURNAMENT_LIMITS.maxDurationMs)
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'At most 90 days after the start' });
  const places = terms.prizesMinor;
  if (places.some((amount, place) => place > 0 && amount > (places[place - 1] ?? 0)))
    context.addIssue({
      code: 'custom',
      path: ['prizesMinor'],
      message: 'No place pays more than the one above',
    });
}

export const tournamentCreateInput = tournamentTermsSchema
  .extend({ sysname, currency: z.string().regex(/^[A-Z]{3}$/, 'A currency code such as EUR') })
  .strict()
  .superRefine(checkTimes);

export const tournamentUpdateInput = tournamentTermsSchema
  .extend({ id: recordIdSchema })
  .strict()
  .superRefine(checkTimes);

export const tournamentIdInput = z.object({ id: recordIdSchema }).strict();

export type TournamentCreate = z.output<typeof tournamentCreateInput>;
export type TournamentUpdate = z.output<typeof tournamentUpdateInput>;

export const TOURNAMENT_ADMIN_STATUSES = ['future', 'active', 'finishing', 'finished', 'cancelled'] as const;

export const tournamentAdminSchema = tournamentTermsSchema.safeExtend({
  id: z.number().int(),
  sysname: z.string(),
  currency: z.string(),
  /** `finishing`: ended, the prizes not paid yet (the job runs every minute). */
  status: z.enum(TOURNAMENT_ADMIN_STATUSES),
  participants: z.number().int(),
  totalPrizeMinor: z.number(),
  paidMinor: z.number(),
  cancelledAt: isoDateTime.nullable(),
  finishedAt: isoDateTime.nullable(),
});

export type TournamentAdminRow = z.output<typeof tournamentAdminSchema>;

export const tournamentStandingAdminSchema = z.object({
  place: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  /** Hundredths of a point. */
  pointsMinor: z.number(),
  reachedAt: isoDateTime,
  prizeMinor: z.number().nullable(),
  paid: z.boolean(),
});

export const tournamentListAnswer = z.object({ items: z.array(tournamentAdminSchema) });
export const tournamentLeaderboardAnswer = z.object({
  tournament: tournamentAdminSchema,
  items: z.array(tournamentStandingAdminSchema),
});
