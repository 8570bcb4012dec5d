import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { SettingsService } from '../settings/settings-service.js';
import { CatalogueAdminStore } from './catalogue-admin-store.js';
import { catalogueBackoffice } from './catalogue-backoffice.js';
import { gamesCatalogueApi } from './catalogue-routes.js';
import { CatalogueSeedStore } from './catalogue-seed-store.js';
import { CatalogueService } from './catalogue-service.js';
import { CatalogueStore } from './catalogue-store.js';
import { gamesSeed } from './games-demo.js';

/** The game hall's catalogue and the players' favourites. */
export function createGamesModule(core: AppCore, deps: { settings: SettingsService }) {
  const catalogue = new CatalogueService(new CatalogueStore(core.db), deps.settings, core.clock);
  /** Every game, disabled ones too, as the back office lists and changes them. */
  const catalogueAdminStore = new CatalogueAdminStore(core.db);
  return defineModule({
    services: { catalogue, catalogueAdminStore },
    api: [gamesCatalogueApi],
    backoffice: catalogueBackoffice({ db: core.db, store: catalogueAdminStore, hall: catalogue }),
    seed: gamesSeed(new CatalogueSeedStore(core.db), core.config.seedExtraGames),
  });
}
