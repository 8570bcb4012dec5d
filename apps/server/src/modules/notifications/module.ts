import type { Database } from '@jeton/db';
import type { Clock } from '../../clock.js';
import { defineModule } from '../../wiring/server-module.js';
import { NotificationsService } from './notifications-service.js';
import { notificationsApi } from './routes.js';

/** The player's notices; other modules add one with `notify(tx, userId, kind, params)`. */
export function createNotificationsModule(deps: { db: Database; clock: Clock }) {
  return defineModule({
    services: { notifications: new NotificationsService(deps.db, deps.clock) },
    api: [notificationsApi],
  });
}
