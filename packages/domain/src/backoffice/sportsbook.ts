import { z } from 'zod';
import { isoDateTime, recordIdSchema } from './shared.js';

// sportsbook/events, bets, marketStatus, settleMarket, voidEvent (decision 0065), cashOutSettings and
// saveCashOut (decision 0074): traders with
// `sportsbook.trade`. Every change is audited; a result settles the market's open bets at once.

const eventStatus = z.enum(['scheduled', 'live', 'finished', 'cancelled']);
const marketStatus = z.enum(['open', 'suspended', 'settled', 'void']);

export const sportsSelectionAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Decimal odds, e.g. 1.85. */
  odds: z.number(),
  /** Open stakes on this selection and what they would return if it wins, in minor units. */
  stakeMinor: z.number(),
  returnMinor: z.number(),
});

export const sportsMarketAdminSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  status: marketStatus,
  winningSelectionId: z.number().int().nullable(),
  openBets: z.number().int(),
  /** Open multiples with a leg on this market (not in the stakes and liability: a leg is not a single). */
  openMultiples: z.number().int(),
  /** Open stakes on the market, minor units. */
  stakeMinor: z.number(),
  /** The house's worst case: the largest return of one selection less every open stake (≤ 0 is no risk). */
  liabilityMinor: z.number(),
  selections: z.array(sportsSelectionAdminSchema),
});

export const sportsEventAdminSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  competition: z.string(),
  name: z.string(),
  startsAt: isoDateTime,
  status: eventStatus,
  score: z.string().nullable(),
  markets: z.array(sportsMarketAdminSchema),
});

export const sportsBetLegAdminSchema = z.object({
  eventId: z.number().int(),
  event: z.string(),
  market: z.string(),
  selection: z.string(),
  odds: z.number(),
  result: z.enum(['open', 'won', 'lost', 'void']),
});

export const sportsBetAdminSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['single', 'multiple']),
  userId: z.number().int(),
  login: z.string(),
  event: z.string(),
  market: z.string(),
  selection: z.string(),
  currency: z.string(),
  stakeMinor: z.number(),
  odds: z.number(),
  status: z.enum(['open', 'won', 'lost', 'void', 'cashed_out']),
  /** What settlement paid, or the cash-out amount of a cashed-out bet (decision 0074). */
  payoutMinor: z.number(),
  placedAt: isoDateTime,
  /** A multiple's legs, each with its result (empty for a single). */
  legs: z.array(sportsBetLegAdminSchema),
});

export type SportsEventAdmin = z.output<typeof sportsEventAdminSchema>;
export type SportsMarketAdmin = z.output<typeof sportsMarketAdminSchema>;
export type SportsBetAdmin = z.output<typeof sportsBetAdminSchema>;

export const sportsEventsInput = z.object({ status: z.enum(['open', 'all']).default('open') });
export const sportsEventsAnswer = z.object({ items: z.array(sportsEventAdminSchema) });
export const sportsBetsInput = z.object({ marketId: recordIdSchema.optional() });
export const sportsBetsAnswer = z.object({ items: z.array(sportsBetAdminSchema) });
export const sportsMarketStatusInput = z.object({
  marketId: recordIdSchema,
  status: z.enum(['open', 'suspended']),
});
export const sportsSettleMarketInput = z.object({
  marketId: recordIdSchema,
  winningSelectionId: recordIdSchema,
});
export const sportsVoidEventInput = z.object({ eventId: recordIdSchema });

/**
 * The operator's cash-out settings (decision 0074): whether players may cash out open bets, and the
 * share of the bet's fair value the offer pays (`margin_bp`, basis points: 9500 pays 95 %).
 */
export const cashOutSettingsSchema = z
  .object({
    enabled: z.boolean(),
    margin_bp: z.number().int().min(5_000).max(10_000),
  })
  .strict();
export type CashOutSettings = z.infer<typeof cashOutSettingsSchema>;

/** Until an operator saves settings: cash-out on, at 95 % of the fair value. */
export const DEFAULT_CASH_OUT_SETTINGS: CashOutSettings = { enabled: true, margin_bp: 9_500 };
