import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import { type AdminApiOptions, adminApi } from './routes.js';

/** The operator's token API under /admin, only when ADMIN_TOKEN is set (scripts; the back office is for people). */
export function createAdminModule(
  core: AppCore,
  deps: Omit<AdminApiOptions, 'adminToken' | 'rateLimits' | 'clock'>,
) {
  const { adminToken } = core.config;
  return defineModule({
    services: {},
    plugins: adminToken
      ? [
          (app, { rateLimits }) =>
            app.register(adminApi, { prefix: '/admin', adminToken, rateLimits, clock: core.clock, ...deps }),
        ]
      : [],
  });
}
