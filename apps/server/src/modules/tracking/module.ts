import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import { hitRoute } from './hit-route.js';
import { eventsApi } from './routes.js';
import { TrackingService } from './tracking-service.js';
import { TrackingStore } from './tracking-store.js';

/** Attribution: marketing parameters of registrations, tracking hits, analytics events. */
export function createTrackingModule(core: AppCore) {
  const tracking = new TrackingService(new TrackingStore(core.db), core.clock);
  const { sessions } = core;
  return defineModule({
    services: { tracking },
    api: [eventsApi],
    plugins: [(app, { rateLimits }) => app.register(hitRoute, { tracking, sessions, rateLimits })],
  });
}
