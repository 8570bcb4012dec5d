import { HISTORY_PAGE_SIZE } from '@jeton/domain';
import { z } from 'zod';
import { type ApiMethod, defineMethod } from '../../api/method.js';

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

const moneySchema = z.object({ amount: z.number(), currency: z.string() });
const exportSchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'ready', 'failed']),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  row_count: z.number().nullable(),
  download_url: z.string().nullable(),
});

export const gameHistoryMethods: ApiMethod[] = [
  defineMethod({
    service: 'games',
    method: 'getHistory',
    http: 'GET',
    access: 'player',
    summary: "A page of the player's game rounds, newest first: game, stake, win, time and seed data",
    input: z.object({
      offset: queryInteger(0, 1_000_000),
      count: queryInteger(HISTORY_PAGE_SIZE, 100, 1),
      mode: z.enum(['play', 'demo', 'all']).optional().default('play'),
    }),
    output: z.object({
      total: z.number(),
      items: z.array(
        z.object({
          id: z.number(),
          game: z.object({ sysname: z.string(), name: z.string() }),
          mode: z.string(),
          status: z.string(),
          stake: moneySchema,
          win: moneySchema,
          balance_before: moneySchema,
          balance_after: moneySchema,
          free_spin: z.boolean(),
          created_at: z.string(),
          settled_at: z.string().nullable(),
          seed: z.object({
            commitment: z.string(),
            client_seed: z.string(),
            nonce: z.number(),
            server_seed: z.string().nullable(),
          }),
        }),
      ),
    }),
    handler: ({ services, session, input }) => services.gameHistory.history(session!.userId, input),
  }),
  defineMethod({
    service: 'games',
    method: 'createhistoryexportrequest',
    http: 'POST',
    access: 'player',
    summary:
      "Asks for a CSV of the player's game history, made in the background (general info's is_game_history_export_enabled)",
    input: z.object({}),
    output: exportSchema,
    idempotent: true,
    handler: ({ services, session, locale }) => services.gameHistory.requestExport(session!.userId, locale),
  }),
  defineMethod({
    service: 'games',
    method: 'gethistoryexportrequest',
    http: 'GET',
    access: 'player',
    summary: "The player's export request (by id, else the latest) and, when ready, its download address",
    input: z.object({
      id: z
        .string()
        .regex(/^[1-9]\d{0,14}$/)
        .transform(Number)
        .optional(),
    }),
    output: exportSchema.nullable(),
    handler: ({ services, session, input }) =>
      services.gameHistory.exportRequest(session!.userId, input.id ?? null),
  }),
];
