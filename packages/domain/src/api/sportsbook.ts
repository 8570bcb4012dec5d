import { z } from 'zod';

// The answers of the sportsbook service (decision 0065). Amounts are in major units; decimal odds
// are numbers with two decimals (1.85). Names are in the caller's locale.

export const SPORTS_EVENT_STATUSES = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export type SportsEventStatus = (typeof SPORTS_EVENT_STATUSES)[number];
export const SPORTS_MARKET_STATUSES = ['open', 'suspended', 'settled', 'void'] as const;
export type SportsMarketStatus = (typeof SPORTS_MARKET_STATUSES)[number];
/** `cashed_out`: settled early by the player for the cash-out offer (decision 0074). */
export const SPORTS_BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type SportsBetStatus = (typeof SPORTS_BET_STATUSES)[number];
/** Which events a list shows: in play, not started yet, or both. */
export const SPORTS_EVENT_PHASES = ['live', 'upcoming'] as const;
/** Which bets "My bets" shows. */
export const SPORTS_BET_FILTERS = ['open', 'settled'] as const;

/** Stakes a single bet takes, in minor units, and the most it may return. */
export const SPORTS_STAKE_LIMITS = { minMinor: 10, maxMinor: 100_000, maxReturnMinor: 5_000_000 } as const;
/**
 * A multiple (accumulator, decision 0067): 2 to 12 legs, each of another event; its combined odds
 * (the legs' product, rounded down to the hundredth) at most 1,000.00 and its return at most
 * 50,000.00. Its stake takes the singles' limits.
 */
export const SPORTS_MULTIPLE_LIMITS = {
  minLegs: 2,
  maxLegs: 12,
  maxOddsHundredths: 100_000,
  maxReturnMinor: 5_000_000,
} as const;
export const SPORTS_BET_KINDS = ['single', 'multiple'] as const;
/** A leg's result: its market's, once it has one. */
export const SPORTS_LEG_RESULTS = ['open', 'won', 'lost', 'void'] as const;

export const sportsSelectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  odds: z.number(),
  /** Sent back with a bet: the price the player saw. */
  price_version: z.number().int(),
});

export const sportsMarketSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  name: z.string(),
  status: z.enum(SPORTS_MARKET_STATUSES),
  winning_selection_id: z.number().int().nullable(),
  selections: z.array(sportsSelectionSchema),
});

export const sportsEventSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  starts_at: z.string(),
  status: z.enum(SPORTS_EVENT_STATUSES),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** sportsbook/get lists the main market only; sportsbook/event every market (decision 0075). */
  markets: z.array(sportsMarketSchema),
  /** The event's markets open to bets or suspended, all of them (the list's "+N markets"). */
  markets_count: z.number().int(),
});

export const sportSchema = z.object({
  sysname: z.string(),
  name: z.string(),
  /** Events in play and not started, of this sport. */
  events_count: z.number().int(),
  live_count: z.number().int(),
});

export const sportsBetLegSchema = z.object({
  event_id: z.number().int(),
  event: z.string(),
  market: z.string(),
  selection: z.string(),
  /** The price the player accepted for this leg. */
  odds: z.number(),
  result: z.enum(SPORTS_LEG_RESULTS),
});

export const sportsBetSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SPORTS_BET_KINDS),
  status: z.enum(SPORTS_BET_STATUSES),
  currency: z.string(),
  stake: z.number(),
  odds: z.number(),
  /** Stake × odds: what a win pays, stake included (a free bet's: without the stake). */
  potential_return: z.number(),
  /**
   * What settlement paid (the return when won, the stake when void, the cash-out amount when
   * cashed out, 0 when lost or open); a free
   * bet's win pays the winnings only, and its void pays nothing back (the free bet is returned).
   */
  payout: z.number(),
  /** The betting bonus (free bet) it was staked from, or null for a real-money bet. */
  betting_bonus_id: z.number().int().nullable(),
  /** A single's event; null for a multiple (each leg names its own). */
  event_id: z.number().int().nullable(),
  event: z.string(),
  market: z.string(),
  selection: z.string(),
  /** A multiple's legs with their results (empty for a single). */
  legs: z.array(sportsBetLegSchema),
  placed_at: z.string(),
  settled_at: z.string().nullable(),
});

/**
 * A cash-out offer for one of the player's open bets (decision 0074): what cashing it out now pays
 * to the main balance, in major units. Sent back with `cashOut`: a moved figure is refused.
 */
export const sportsCashOutQuoteSchema = z.object({
  bet_id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
});

export type SportsEvent = z.output<typeof sportsEventSchema>;
export type SportsMarket = z.output<typeof sportsMarketSchema>;
export type SportsSelection = z.output<typeof sportsSelectionSchema>;
export type SportsBet = z.output<typeof sportsBetSchema>;
export type SportsBetLeg = z.output<typeof sportsBetLegSchema>;
export type Sport = z.output<typeof sportSchema>;
export type SportsCashOutQuote = z.output<typeof sportsCashOutQuoteSchema>;

export const sportsbookAnswers = {
  get: z.object({
    sports: z.array(sportSchema),
    events: z.array(sportsEventSchema),
    total: z.number().int(),
  }),
  event: sportsEventSchema,
  placeBet: sportsBetSchema,
  placeMultiple: sportsBetSchema,
  myBets: z.object({ items: z.array(sportsBetSchema), total: z.number().int() }),
  cashOutQuotes: z.object({ items: z.array(sportsCashOutQuoteSchema) }),
  cashOut: sportsBetSchema,
};
