import Fastify, { type FastifyInstance } from 'fastify';
import type { StudioConfig } from './config.js';
import { registerLaunchRoute } from './launch-route.js';
import { registerPlayRoutes } from './play-routes.js';
import { RoundRunner } from './round-runner.js';
import { openState } from './studio-state.js';
import { WalletClient } from './wallet-client.js';

// The remote studio's HTTP app: the aggregator's launch, the game pages and their calls.

export interface RemoteStudio {
  app: FastifyInstance;
  runner: RoundRunner;
}

export function buildStudioApp(config: StudioConfig): RemoteStudio {
  const app = Fastify({ logger: config.log === 'silent' ? false : { level: config.log } });
  // Bodies stay raw: a signature covers the bytes as they were sent.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const state = openState(config.dataDir);
  const wallet = new WalletClient({
    url: config.walletUrl,
    timeoutMs: config.walletTimeoutMs,
    retryDelaysMs: config.retryDelaysMs,
  });
  const runner = new RoundRunner(state, wallet, config.secrets);
  // By default the address Jeton reaches it at, which is also the game frame's origin Jeton allows.
  const publicUrl = () => config.publicUrl ?? `http://127.0.0.1:${listeningPort(app) ?? config.port}`;
  registerLaunchRoute(app, { state, secrets: config.secrets, publicUrl });
  registerPlayRoutes(app, {
    state,
    runner,
    wallet,
    secrets: config.secrets,
    sessionIdleMs: config.sessionIdleMs,
  });
  return { app, runner };
}

function listeningPort(app: FastifyInstance): number | null {
  const address = app.server.address();
  return address && typeof address === 'object' ? address.port : null;
}
