import type { Database } from '@jeton/db';
import { defineModule } from '../../wiring/server-module.js';
import { PopupsService } from './popups-service.js';
import { popupsApi } from './routes.js';

/** Campaign popups shown to players. */
export function createPopupsModule(deps: { db: Database }) {
  return defineModule({ services: { popups: new PopupsService(deps.db) }, api: [popupsApi] });
}
