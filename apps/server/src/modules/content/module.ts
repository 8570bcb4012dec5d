import { defineModule } from '../../wiring/server-module.js';
import type { SettingsService } from '../settings/settings-service.js';
import { ContentConfigService } from './content-config-service.js';
import { contentSeed } from './content-seed.js';
import { contentConfigRoute } from './routes.js';

/** The content configuration of /nfx/cms-config/{locale}: texts, SEO data, logos, flags. */
export function createContentModule(deps: { settings: SettingsService }) {
  const contentConfig = new ContentConfigService(deps.settings);
  return defineModule({
    services: { contentConfig },
    plugins: [(app, { rateLimits }) => app.register(contentConfigRoute, { contentConfig, rateLimits })],
    seed: contentSeed(deps.settings),
  });
}
