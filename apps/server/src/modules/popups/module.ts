import type { Database } from '@jeton/db';
import type { Clock } from '../../clock.js';
import { defineModule } from '../../wiring/server-module.js';
import { popupsBackoffice } from './popups-backoffice.js';
import { popupsSeed } from './popups-demo.js';
import { PopupsService } from './popups-service.js';
import { popupsApi } from './routes.js';

/** Campaign popups shown to players, and their operators' methods in the back office. */
export function createPopupsModule(deps: { db: Database; clock: Clock }) {
  const popups = new PopupsService(deps.db);
  return defineModule({
    services: { popups },
    api: [popupsApi],
    seed: popupsSeed(popups),
    backoffice: popupsBackoffice({ ...deps, popups }),
  });
}
