import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { ResponsibleGamingService } from './responsible-gaming-service.js';
import { ResponsibleGamingStore } from './responsible-gaming-store.js';
import { responsibleGamingApi } from './routes.js';

/** Play limits, time-outs, self-exclusions and the reality check; guards log-in, deposits and stakes. */
export function createResponsibleGamingModule(
  core: AppCore,
  deps: {
    notifications: NotificationsService;
    /** The wallet's and the sportsbook's stakes since a time, held against the play limits (decision 0091). */
    playOf: ConstructorParameters<typeof ResponsibleGamingStore>[0];
  },
) {
  const responsibleGamingStore = new ResponsibleGamingStore(deps.playOf);
  const responsibleGaming = new ResponsibleGamingService({
    db: core.db,
    store: responsibleGamingStore,
    sessions: core.sessions,
    clock: core.clock,
    notifications: deps.notifications,
  });
  return defineModule({
    services: { responsibleGaming, responsibleGamingStore },
    api: [responsibleGamingApi],
  });
}
