import type { Database } from '@jeton/db';
import { defineModule } from '../../wiring/server-module.js';
import { popupsSeed } from './popups-demo.js';
import { PopupsService } from './popups-service.js';
import { popupsApi } from './routes.js';

/** Campaign popups shown to players. */
export function createPopupsModule(deps: { db: Database }) {
  const popups = new PopupsService(deps.db);
  return defineModule({ services: { popups }, api: [popupsApi], seed: popupsSeed(popups) });
}
