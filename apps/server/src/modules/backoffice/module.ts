import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { BackofficeDeps } from './backoffice-services.js';
import { backofficeSeed } from './demo-operators.js';
import type { ContributingModule, CoversTheContract } from './method-table.js';
import { registerBackofficeApi } from './routes.js';
import { registerBackofficeApp } from './static-app.js';

/**
 * The operators' back office (decision 0034): its API under /backoffice/api, built on the other
 * modules' services, and its app. Last in services.ts: it reads what every other module made, and
 * merges the operator methods the modules give (`backoffice` of their module.ts, decision 0093).
 */
export function createBackofficeModule<const M extends readonly ContributingModule[]>(
  core: AppCore,
  deps: Omit<BackofficeDeps, 'db' | 'clock' | 'sessions' | 'live'>,
  modules: M & CoversTheContract<M>,
) {
  const { config } = core;
  const services = {
    ...deps,
    db: core.db,
    clock: core.clock,
    sessions: core.sessions,
    live: core.live,
    config,
  };
  return defineModule({
    services: {},
    plugins: [
      (app, { rateLimits }) => registerBackofficeApi(app, services, modules, rateLimits),
      (app) => registerBackofficeApp(app, config.backofficeBuildDir),
    ],
    seed: backofficeSeed(core.db, deps.passwords),
  });
}
