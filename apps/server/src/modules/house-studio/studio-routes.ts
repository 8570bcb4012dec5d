import { commitServerSeed, isClientSeed, isServerSeed, verifyHouseRound } from '@jeton/games';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import { HouseGameError, payoutAt, studioGame } from './game-kinds.js';
import { useJsonErrorProtocol } from './json-scope.js';
import { isStudioError, studioError } from './studio-errors.js';
import type { StudioService } from './studio-service.js';

// The studio client API (decision 0013): the game client's own JSON protocol under /studio/api.

const token = z.string().max(64);
const minorUnits = z.string().regex(/^[1-9]\d{0,15}$/);

const playBody = z.object({
  session: token,
  stake: minorUnits.optional(),
  bet: z.unknown(),
  freeSpin: z.boolean().optional(),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
const actionBody = z.object({
  session: token,
  action: z.unknown(),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
const seedBody = z.object({ session: token, clientSeed: z.string() });
const roundsQuery = z.object({
  session: token,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const verifyQuery = z.object({
  serverSeed: z.string(),
  clientSeed: z.string(),
  nonce: z.coerce.number().int().min(0).max(2_147_483_647),
  kind: z.string().max(32),
  bet: z.string().max(8192),
  actions: z.string().max(8192).optional(),
  stake: minorUnits.optional(),
  commitment: z.string().max(64).optional(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'request';
    throw studioError('INVALID_REQUEST', `The field ${field} is missing or not valid`);
  }
  return parsed.data;
}

function parseJsonParameter(text: string, code: 'INVALID_BET' | 'INVALID_REQUEST'): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw studioError(code, 'A parameter is not JSON');
  }
}

export type StudioApiOptions = { studio: StudioService } & { rateLimits: ApiRateLimits };

export const studioApi: FastifyPluginAsync<StudioApiOptions> = async (app, { studio, rateLimits }) => {
  await app.register(async (scope) => {
    useJsonErrorProtocol(scope, (error) => (isStudioError(error) ? error : null));
    scope.addHook('onRequest', async (request) => {
      await rateLimits.perIp(request);
    });

    scope.get('/studio/api/session', async (request) => {
      const { session } = parse(z.object({ session: token }), request.query);
      return studio.session(session);
    });

    scope.post('/studio/api/rounds', async (request) => {
      const body = parse(playBody, request.body);
      return studio.play(body.session, {
        stakeMinor: body.stake === undefined ? null : BigInt(body.stake),
        bet: body.bet,
        freeSpin: body.freeSpin ?? false,
        requestId: body.requestId ?? null,
      });
    });

    scope.get('/studio/api/rounds', async (request) => {
      const query = parse(roundsQuery, request.query);
      return { rounds: await studio.rounds(query.session, query.limit) };
    });

    scope.post('/studio/api/seed', async (request) => {
      const body = parse(seedBody, request.body);
      if (!isClientSeed(body.clientSeed)) {
        throw studioError('INVALID_REQUEST', 'A client seed is 1 to 64 printable characters');
      }
      const rotated = await studio.rotateSeed(body.session, body.clientSeed);
      const { seedPairId: _id, ...revealed } = rotated.revealed;
      return { revealed, next: rotated.next };
    });

    scope.post('/studio/api/rounds/:id/actions', async (request) => {
      const { id } = parse(z.object({ id: z.string().regex(/^[1-9]\d{0,15}$/) }), request.params);
      const body = parse(actionBody, request.body);
      return studio.act(body.session, Number(id), body.action, body.requestId ?? null);
    });

    // Anyone may replay a round from revealed seeds: it reads nothing stored.
    scope.get('/studio/api/verify', async (request) => {
      const query = parse(verifyQuery, request.query);
      if (!isServerSeed(query.serverSeed)) {
        throw studioError('INVALID_REQUEST', 'A server seed is 64 hex characters');
      }
      if (!isClientSeed(query.clientSeed))
        throw studioError('INVALID_REQUEST', 'The client seed is not valid');
      const game = studioGame(query.kind);
      if (!game) throw studioError('INVALID_REQUEST', 'Unknown game kind');
      const bet = parseJsonParameter(query.bet, 'INVALID_BET');
      const actions = query.actions === undefined ? [] : parseJsonParameter(query.actions, 'INVALID_REQUEST');
      if (!Array.isArray(actions) || actions.length > 100) {
        throw studioError('INVALID_REQUEST', 'actions is a list of at most 100 actions');
      }
      const commitment = commitServerSeed(query.serverSeed);
      try {
        const replayed = verifyHouseRound({
          kind: query.kind,
          serverSeed: query.serverSeed,
          clientSeed: query.clientSeed,
          nonce: query.nonce,
          commitment: query.commitment ?? commitment,
          bet,
          actions,
        });
        return {
          commitment,
          commitmentMatches: query.commitment === undefined ? null : replayed.commitmentMatches,
          finished: replayed.finished,
          outcome: replayed.outcome,
          multiplier: replayed.multiplier,
          ...(query.stake === undefined
            ? {}
            : { win: payoutAt(BigInt(query.stake), replayed.multiplier).toString() }),
        };
      } catch (error) {
        if (error instanceof HouseGameError) throw studioError(error.code, error.message);
        throw error;
      }
    });
  });
};
