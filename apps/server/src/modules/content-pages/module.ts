import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { SettingsService } from '../settings/settings-service.js';
import { contentPagesBackoffice } from './content-pages-backoffice.js';
import { contentPagesSeed } from './content-pages-seed.js';
import { ContentPagesService } from './content-pages-service.js';
import { contentApi } from './routes.js';

/** The content pages (Markdown, versioned) and the operator's robots rules. */
export function createContentPagesModule(
  core: AppCore,
  deps: { settings: SettingsService; operators: ConstructorParameters<typeof ContentPagesService>[3] },
) {
  const contentPages = new ContentPagesService(core.db, core.clock, deps.settings, deps.operators);
  return defineModule({
    services: { contentPages },
    api: [contentApi],
    seed: contentPagesSeed(contentPages),
    backoffice: contentPagesBackoffice({ db: core.db, contentPages }),
  });
}
