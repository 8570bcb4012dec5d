import { BET_PRODUCTS, gamesAnswers, HISTORY_EXPORT_FORMATS, HISTORY_PAGE_SIZE } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { GAME_HISTORY_ERRORS } from './game-history-errors.js';
import type { GameHistoryService } from './game-history-service.js';

// games: the player's game history and its CSV export (spec section 7). The catalogue methods of
// the games service live in the catalogue module.

const queryInteger = (fallback: number, max: number, min = 0) =>
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .default(fallback);

/** A moment of the period filter: an ISO 8601 date-time with its offset, as the web app sends it. */
const instant = z
  .string()
  .max(40)
  .pipe(z.iso.datetime({ offset: true }))
  .transform((text) => new Date(text))
  .refine((date) => date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 9999)
  .optional();

/** The bets history's filters, shared by the page and the export: a product and a period [from, to). */
const filterFields = {
  mode: z.enum(['play', 'demo', 'all']).optional().default('play'),
  product: z
    .enum([...BET_PRODUCTS, 'all'])
    .optional()
    .default('all'),
  from: instant,
  to: instant,
};

function periodInOrder(input: { from?: Date | undefined; to?: Date | undefined }, context: z.RefinementCtx) {
  if (input.from && input.to && input.from >= input.to) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'The period ends before it starts' });
  }
}

const filtersOf = (input: {
  mode: 'play' | 'demo' | 'all';
  product: (typeof BET_PRODUCTS)[number] | 'all';
  from?: Date | undefined;
  to?: Date | undefined;
}) => ({
  mode: input.mode,
  product: input.product,
  from: input.from ?? null,
  to: input.to ?? null,
});

/** The services this module's handlers use, handed in by its module.ts. */
export interface GameHistoryApiDeps {
  gameHistory: GameHistoryService;
}

export const gameHistoryApi = defineApiModule<GameHistoryApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'games',
      method: 'getHistory',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "A page of the player's game rounds, newest first: game, stake, win, time and seed data",
      input: z
        .object({
          offset: queryInteger(0, 1_000_000),
          count: queryInteger(HISTORY_PAGE_SIZE, 100, 1),
          ...filterFields,
        })
        .superRefine(periodInOrder),
      output: gamesAnswers.getHistory,
      handler: ({ deps, session, locale, input }) =>
        deps.gameHistory.history(
          session!.userId,
          { offset: input.offset, count: input.count, ...filtersOf(input) },
          locale,
        ),
    }),
    defineMethod({
      service: 'games',
      method: 'createhistoryexportrequest',
      http: 'POST',
      access: 'player',
      errors: declared(GAME_HISTORY_ERRORS, 'GAME_HISTORY_EXPORT_DISABLED'),
      summary:
        "Asks for a CSV or XLSX of the player's game history (the page's filters), made in the background (general info's is_game_history_export_enabled)",
      input: z
        .object({ format: z.enum(HISTORY_EXPORT_FORMATS).optional().default('csv'), ...filterFields })
        .superRefine(periodInOrder),
      output: gamesAnswers.createhistoryexportrequest,
      idempotent: true,
      handler: ({ deps, session, locale, input }) =>
        deps.gameHistory.requestExport(session!.userId, locale, input.format, filtersOf(input)),
    }),
    defineMethod({
      service: 'games',
      method: 'gethistoryexportrequest',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "The player's export request (by id, else the latest) and, when ready, its download address",
      input: z.object({
        id: z
          .string()
          .regex(/^[1-9]\d{0,14}$/)
          .transform(Number)
          .optional(),
      }),
      output: gamesAnswers.gethistoryexportrequest,
      handler: ({ deps, session, input }) =>
        deps.gameHistory.exportRequest(session!.userId, input.id ?? null),
    }),
  ],
});
