import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { newServerSeed } from './fairness.js';
import { GAMES } from './games.js';
import { acceptNonce } from './replay-guard.js';
import { verify } from './signing.js';
import type { StateFile } from './state-file.js';
import type { StudioData } from './studio-state.js';

// `POST /aggregator/{studio}/launch` (decision 0095): Jeton, signed with the studio's secret, asks
// for a game's launch URL; the studio opens a game session and answers `{ launch_url }`.

const launchBody = z.object({
  nonce: z.string().regex(/^[0-9a-f]{16,64}$/),
  game_id: z.string().max(100),
  mode: z.enum(['real', 'demo']),
  player_token: z.string().min(8).max(100),
  player_id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .nullable(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  locale: z.string(),
  return_url: z.url(),
  deposit_url: z.url(),
});

export const DEMO_FUN_BALANCE = 100_000n;

export interface LaunchRouteDeps {
  state: StateFile<StudioData>;
  secrets: ReadonlyMap<string, string>;
  publicUrl: () => string;
}

export function registerLaunchRoute(app: FastifyInstance, deps: LaunchRouteDeps): void {
  app.post<{ Params: { studio: string } }>('/aggregator/:studio/launch', async (request, reply) => {
    const refuse = (status: number, code: string) =>
      reply.code(status).send({ error: { code, message: code } });
    const secret = deps.secrets.get(request.params.studio);
    if (!secret) return refuse(404, 'UNKNOWN_STUDIO');
    const raw = typeof request.body === 'string' ? request.body : '';
    const verdict = verify(secret, request.headers['x-studio-signature'], raw, Math.floor(Date.now() / 1000));
    if (!verdict.ok) return refuse(401, verdict.reason === 'stale' ? 'STALE_REQUEST' : 'INVALID_SIGNATURE');
    const parsed = launchBody.safeParse(safeJson(raw));
    if (!parsed.success) return refuse(400, 'INVALID_REQUEST');
    const body = parsed.data;
    if (!acceptNonce(deps.state.data.nonces, body.nonce, Date.now())) return refuse(409, 'REPLAYED_REQUEST');
    const game = GAMES.get(body.game_id);
    if (!game || game.studio !== request.params.studio) return refuse(404, 'UNKNOWN_GAME');
    if (body.mode === 'real' && !body.player_id) return refuse(400, 'PLAYER_REQUIRED');
    const token = randomBytes(24).toString('base64url');
    deps.state.data.sessions[token] = {
      token,
      studio: game.studio,
      gameId: game.id,
      mode: body.mode,
      playerId: body.player_id,
      currency: body.currency,
      locale: body.locale === 'fr' ? 'fr' : 'en',
      returnUrl: body.return_url,
      depositUrl: body.deposit_url,
      lastSeenMs: Date.now(),
      funBalance: DEMO_FUN_BALANCE.toString(),
      serverSeed: newServerSeed(),
      clientSeed: randomBytes(8).toString('hex'),
      rounds: 0,
    };
    deps.state.save();
    return { launch_url: `${deps.publicUrl()}/play/${token}` };
  });
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
