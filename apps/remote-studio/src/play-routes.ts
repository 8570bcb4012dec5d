import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { fairDraw, seedHash } from './fairness.js';
import { renderGamePage } from './game-page.js';
import { GAMES } from './games.js';
import type { RoundRunner } from './round-runner.js';
import type { StateFile } from './state-file.js';
import type { GameSession, StudioData } from './studio-state.js';
import type { WalletClient } from './wallet-client.js';

// The game's page and the calls its script makes: the session's state, a spin, a round's check.

const spinBody = z.object({
  token: z.string().max(100),
  stake: z.string().regex(/^[1-9]\d{0,12}$/),
  client_seed: z
    .string()
    .regex(/^[A-Za-z0-9]{1,32}$/)
    .optional(),
  /** The game's choices for the round (a crash target, mines' picks…); a slot has none. */
  options: z.record(z.string(), z.unknown()).optional(),
});

export interface PlayRouteDeps {
  state: StateFile<StudioData>;
  runner: RoundRunner;
  wallet: WalletClient;
  secrets: ReadonlyMap<string, string>;
  sessionIdleMs: number;
}

export function registerPlayRoutes(app: FastifyInstance, deps: PlayRouteDeps): void {
  /** The live session of a token, or the refusal to send. */
  const sessionOf = (token: string, reply: FastifyReply): GameSession | null => {
    const session = deps.state.data.sessions[token];
    if (!session) {
      void reply.code(404).send({ error: { code: 'SESSION_NOT_FOUND' } });
      return null;
    }
    if (Date.now() - session.lastSeenMs > deps.sessionIdleMs) {
      void reply.code(401).send({ error: { code: 'SESSION_EXPIRED' } });
      return null;
    }
    session.lastSeenMs = Date.now();
    return session;
  };

  app.get<{ Params: { token: string } }>('/play/:token', async (request, reply) => {
    const session = deps.state.data.sessions[request.params.token];
    if (!session) return reply.code(404).type('text/plain').send('No such game session');
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors ${new URL(session.returnUrl).origin}; base-uri 'none'`,
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderGamePage(session, GAMES.get(session.gameId)!, nonce));
  });

  app.get<{ Params: { token: string } }>('/api/session/:token', async (request, reply) => {
    const session = sessionOf(request.params.token, reply);
    if (!session) return reply;
    let balance: string | null = session.funBalance;
    if (session.mode === 'real') {
      const answer = await deps.wallet.call(session.studio, deps.secrets.get(session.studio)!, 'balance', {
        player_id: session.playerId!,
        currency: session.currency,
      });
      balance = answer.kind === 'ok' ? answer.balance.toString() : null;
    }
    deps.state.save();
    return {
      balance,
      currency: session.currency,
      next_seed_hash: seedHash(session.serverSeed),
      client_seed: session.clientSeed,
      nonce: session.rounds,
    };
  });

  app.post('/api/spin', async (request, reply) => {
    const parsed = spinBody.safeParse(typeof request.body === 'string' ? safeJson(request.body) : null);
    if (!parsed.success) return reply.code(400).send({ error: { code: 'INVALID_REQUEST' } });
    const session = sessionOf(parsed.data.token, reply);
    if (!session) return reply;
    if (parsed.data.client_seed) session.clientSeed = parsed.data.client_seed;
    const answer = await deps.runner.spin(session, BigInt(parsed.data.stake), parsed.data.options ?? {});
    if (!answer.ok) return reply.code(409).send({ error: { code: answer.code } });
    const { result } = answer;
    return {
      round_id: result.roundId,
      game: session.gameId,
      outcome: plain(result.outcome),
      win: result.win.toString(),
      balance: result.balance?.toString() ?? null,
      reveal: result.reveal,
      next_seed_hash: result.nextSeedHash,
    };
  });

  // Anyone can recompute a round from its revealed seed: the same outcome and win come out.
  app.get<{ Querystring: Record<string, string> }>('/api/verify', async (request, reply) => {
    const {
      game: gameId = 'aurora-fortune',
      server_seed: serverSeed = '',
      client_seed: clientSeed = '',
      nonce = '',
      stake = '1000',
      options = '{}',
    } = request.query;
    const game = GAMES.get(gameId);
    const valid = /^[0-9a-f]{64}$/.test(serverSeed) && /^\d{1,9}$/.test(nonce) && /^\d{1,12}$/.test(stake);
    const played =
      game &&
      valid &&
      game.maths.play(fairDraw(serverSeed, clientSeed, Number(nonce)), BigInt(stake), safeJson(options));
    if (!played) return reply.code(400).send({ error: { code: 'INVALID_REQUEST' } });
    return {
      server_seed_hash: seedHash(serverSeed),
      outcome: plain(played.outcome),
      win: played.win.toString(),
    };
  });

  app.get('/health', async () => ({ ok: true }));
}

/** JSON-ready: minor units as strings. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)));
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
