import {
  AppError,
  parseMajorAmount,
  SPORTS_BET_FILTERS,
  SPORTS_EVENT_PHASES,
  SPORTS_MULTIPLE_LIMITS,
  sportsbookAnswers,
} from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule, type MethodDefiner } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';
import { BETTING_BONUS_ERRORS } from '../betting-bonuses/betting-bonus-errors.js';
import { STAKE_REFUSALS } from '../wallet/stake-refusals.js';
import { oddsFromDecimal } from './pricing/odds.js';
import { SPORTSBOOK_ERRORS } from './sportsbook-errors.js';
import type { SportsbookService } from './sportsbook-service.js';

// sportsbook (decision 0065): what is on offer and one event (public), placing a single and the
// caller's bets (player), their cash-out offers and cashing one out (decision 0074). Form fields are text: each is parsed strictly here, so a wrong, missing
// or hostile value is a 400 before anything is read or written.

const id = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'An id')
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const sysname = z.string().regex(/^[a-z0-9-]{1,32}$/);
/** Major units with at most two decimals: "5", "12.50". */
const stake = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'An amount such as 5 or 12.50');
const odds = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, 'Decimal odds such as 1.85')
  .transform((text, ctx) => {
    const hundredths = oddsFromDecimal(Number(text));
    if (hundredths === null) {
      ctx.addIssue({ code: 'custom', message: 'Decimal odds such as 1.85' });
      return z.NEVER;
    }
    return hundredths;
  });

/**
 * A multiple's legs as one form field: `selection_id:odds` pairs joined by commas
 * ("101:1.85,205:2.10"), 2 to 12 of them, each selection once.
 */
const legPattern = String.raw`[1-9]\d{0,14}:\d{1,4}(?:\.\d{1,2})?`;
const legs = z
  .string()
  .max(SPORTS_MULTIPLE_LIMITS.maxLegs * 24)
  .regex(
    new RegExp(
      `^${legPattern}(?:,${legPattern}){${SPORTS_MULTIPLE_LIMITS.minLegs - 1},${SPORTS_MULTIPLE_LIMITS.maxLegs - 1}}$`,
    ),
    'selection_id:odds pairs joined by commas, 2 to 12',
  )
  .transform((text, ctx) => {
    const parsed = text.split(',').map((pair) => {
      const [selection, price] = pair.split(':') as [string, string];
      return { selectionId: Number(selection), oddsHundredths: oddsFromDecimal(Number(price)) };
    });
    const ids = new Set(parsed.map((leg) => leg.selectionId));
    if (
      ids.size !== parsed.length ||
      parsed.some((leg) => leg.oddsHundredths === null || !Number.isSafeInteger(leg.selectionId))
    ) {
      ctx.addIssue({ code: 'custom', message: 'Each selection once, with decimal odds such as 1.85' });
      return z.NEVER;
    }
    return parsed as { selectionId: number; oddsHundredths: number }[];
  });
const requestIdField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _');

/** What a bet placed with a free bet may be refused for (both slips): the betting-bonus engine's. */
const FREE_BET_REFUSALS = declared(
  BETTING_BONUS_ERRORS,
  'BETTING_BONUS_EXPIRED',
  'BETTING_BONUS_MIN_ODDS',
  'BETTING_BONUS_NOT_ACTIVE',
  'BETTING_BONUS_NOT_FOUND',
  'BETTING_BONUS_STAKE',
);

/** The services this module's handlers use, handed in by its module.ts. */
export interface SportsbookApiDeps {
  sportsbook: SportsbookService;
}

/** What is on offer: the list and one event (public). */
const offerMethods = (defineMethod: MethodDefiner<SportsbookApiDeps>) => [
  defineMethod({
    service: 'sportsbook',
    method: 'get',
    http: 'GET',
    access: 'public',
    errors: [],
    summary:
      'The sports with their numbers of events, and the events in play (first) and to come, each with its markets and prices; `sport` and `phase` (live, upcoming) narrow the list',
    input: z.object({
      sport: sysname.optional(),
      phase: z.enum(SPORTS_EVENT_PHASES).optional(),
      offset: queryInteger(0, 100_000),
      count: queryInteger(30, 100, 1),
    }),
    output: sportsbookAnswers.get,
    handler: ({ deps, input, locale }) => deps.sportsbook.get(locale, input),
  }),
  defineMethod({
    service: 'sportsbook',
    method: 'event',
    http: 'GET',
    access: 'public',
    errors: declared(SPORTSBOOK_ERRORS, 'EVENT_NOT_FOUND'),
    summary: 'One event (id) with every market and price, finished and cancelled ones too',
    input: z.object({ id }),
    output: sportsbookAnswers.event,
    handler: ({ deps, input, locale }) => deps.sportsbook.event(locale, input.id),
  }),
];

/** Placing a single or a multiple (player). */
const placingMethods = (defineMethod: MethodDefiner<SportsbookApiDeps>) => [
  defineMethod({
    service: 'sportsbook',
    method: 'placeBet',
    http: 'POST',
    access: 'player',
    errors: [
      ...FREE_BET_REFUSALS,
      ...STAKE_REFUSALS,
      ...declared(
        SPORTSBOOK_ERRORS,
        'BET_KEY_REUSED',
        'EVENT_STARTED',
        'MARKET_CLOSED',
        'PRICE_CHANGED',
        'RETURN_TOO_HIGH',
        'SELECTION_NOT_FOUND',
        'STAKE_TOO_HIGH',
        'STAKE_TOO_LOW',
      ),
    ],
    summary:
      'Places a single from the main balance: selection_id, stake (major units), odds (the price the player accepted) and request_id (the client’s id of this bet: the same id again answers the same bet). A moved price is refused with PRICE_CHANGED and the new odds. With betting_bonus_id, the stake is that active free bet, staked whole at its lowest odds or more (decision 0070)',
    input: z.object({
      selection_id: id,
      stake,
      odds,
      request_id: requestIdField,
      betting_bonus_id: id.optional(),
    }),
    output: sportsbookAnswers.placeBet,
    handler: async ({ deps, input, locale, session }) => {
      const user = session!.user;
      const stakeMinor = parseMajorAmount(input.stake, user.currency);
      if (stakeMinor === null || stakeMinor <= 0n) {
        throw AppError.invalidParameters({ stake: 'An amount such as 5 or 12.50' });
      }
      return deps.sportsbook.placeBet(
        locale,
        { userId: session!.userId, currency: user.currency },
        {
          selectionId: input.selection_id,
          stakeMinor,
          oddsHundredths: input.odds,
          requestId: input.request_id,
          bettingBonusId: input.betting_bonus_id ?? null,
        },
      );
    },
  }),
  defineMethod({
    service: 'sportsbook',
    method: 'placeMultiple',
    http: 'POST',
    access: 'player',
    errors: [
      ...FREE_BET_REFUSALS,
      ...STAKE_REFUSALS,
      ...declared(
        SPORTSBOOK_ERRORS,
        'BET_KEY_REUSED',
        'EVENT_STARTED',
        'MARKET_CLOSED',
        'ODDS_TOO_HIGH',
        'PRICE_CHANGED',
        'RETURN_TOO_HIGH',
        'SAME_EVENT_LEGS',
        'SELECTION_NOT_FOUND',
        'STAKE_TOO_HIGH',
        'STAKE_TOO_LOW',
      ),
    ],
    summary:
      'Places a multiple (accumulator) from the main balance: legs (2 to 12 `selection_id:odds` pairs joined by commas, each of another event, at the prices the player accepted), stake (major units) and request_id (the same id again answers the same bet). Pays the product of the odds when every leg wins (a void leg counts at 1.00). Two legs of one event are refused with SAME_EVENT_LEGS; moved prices with PRICE_CHANGED and every moved leg’s new odds. With betting_bonus_id, the stake is that active free bet, staked whole, every leg and the combined odds at its lowest odds or more; a won free multiple pays its winnings without the stake (decision 0077)',
    input: z.object({ legs, stake, request_id: requestIdField, betting_bonus_id: id.optional() }),
    output: sportsbookAnswers.placeMultiple,
    handler: async ({ deps, input, locale, session }) => {
      const user = session!.user;
      const stakeMinor = parseMajorAmount(input.stake, user.currency);
      if (stakeMinor === null || stakeMinor <= 0n) {
        throw AppError.invalidParameters({ stake: 'An amount such as 5 or 12.50' });
      }
      return deps.sportsbook.placeMultiple(
        locale,
        { userId: session!.userId, currency: user.currency },
        {
          legs: input.legs,
          stakeMinor,
          requestId: input.request_id,
          bettingBonusId: input.betting_bonus_id ?? null,
        },
      );
    },
  }),
];

/** The caller's bets, their cash-out offers and cashing one out (player, decision 0074). */
const playerBetMethods = (defineMethod: MethodDefiner<SportsbookApiDeps>) => [
  defineMethod({
    service: 'sportsbook',
    method: 'myBets',
    http: 'GET',
    access: 'player',
    errors: [],
    summary: 'The caller’s bets, open or settled (status), newest first, paged (offset, count)',
    input: z.object({
      status: z.enum(SPORTS_BET_FILTERS).optional().default('open'),
      offset: queryInteger(0, 100_000),
      count: queryInteger(20, 100, 1),
    }),
    output: sportsbookAnswers.myBets,
    handler: ({ deps, input, locale, session }) =>
      deps.sportsbook.myBets(locale, session!.userId, {
        filter: input.status,
        offset: input.offset,
        count: input.count,
      }),
  }),
  defineMethod({
    service: 'sportsbook',
    method: 'cashOutQuotes',
    http: 'GET',
    access: 'player',
    errors: [],
    summary:
      'The cash-out offers on the caller’s open bets (decision 0074): for each bet that can be cashed out now, what cashing it out pays to the main balance. None for a free bet, a bet with a market suspended or closed, or when the operator switched cash-out off',
    input: z.object({}),
    output: sportsbookAnswers.cashOutQuotes,
    handler: ({ deps, session }) => deps.sportsbook.cashOutQuotes(session!.userId),
  }),
  defineMethod({
    service: 'sportsbook',
    method: 'cashOut',
    http: 'POST',
    access: 'player',
    errors: declared(
      SPORTSBOOK_ERRORS,
      'BET_NOT_FOUND',
      'BET_NOT_OPEN',
      'CASH_OUT_CHANGED',
      'CASH_OUT_UNAVAILABLE',
    ),
    summary:
      'Cashes out the caller’s open bet (bet_id) for amount, the offer the player saw (major units): the bet becomes cashed_out and the amount is paid to the main balance, once. A moved offer is refused with CASH_OUT_CHANGED and the new amount; no offer any more with CASH_OUT_UNAVAILABLE; a settled bet with BET_NOT_OPEN',
    input: z.object({ bet_id: id, amount: stake }),
    output: sportsbookAnswers.cashOut,
    handler: async ({ deps, input, locale, session }) => {
      const user = session!.user;
      const amountMinor = parseMajorAmount(input.amount, user.currency);
      if (amountMinor === null || amountMinor <= 0n) {
        throw AppError.invalidParameters({ amount: 'An amount such as 5 or 12.50' });
      }
      return deps.sportsbook.cashOut(locale, session!.userId, input.bet_id, amountMinor);
    },
  }),
];

export const sportsbookApi = defineApiModule<SportsbookApiDeps>()({
  methods: (defineMethod) => [
    ...offerMethods(defineMethod),
    ...placingMethods(defineMethod),
    ...playerBetMethods(defineMethod),
  ],
});
