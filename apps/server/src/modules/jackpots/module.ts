import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import type { CatalogueService } from '../games/catalogue-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { JackpotAdmin } from './jackpot-admin.js';
import { JackpotEngine } from './jackpot-engine.js';
import { JackpotStore } from './jackpot-store.js';
import { subscribeJackpots } from './jackpot-subscribers.js';
import { jackpotsBackoffice } from './jackpots-backoffice.js';
import { jackpotsSeed } from './jackpots-demo.js';
import { JackpotsService } from './jackpots-service.js';
import { jackpotsApi } from './routes.js';
import { jackpotsStreamRoute } from './stream-route.js';

/** Must-drop jackpots (decision 0061): fed by the `jackpots` outbox subscriber. */
export function createJackpotsModule(
  core: AppCore,
  deps: { notifications: NotificationsService; catalogue: CatalogueService; accountStore: AccountStore },
) {
  const { db, clock, live } = core;
  /** The jackpot tables' reads, shared by the players' side and the back office. */
  const jackpotStore = new JackpotStore(db, deps.accountStore);
  subscribeJackpots(core.events, new JackpotEngine({ clock, notifications: deps.notifications }), live);
  const jackpots = new JackpotsService({
    db,
    store: jackpotStore,
    gameNames: (sysnames, locale) => deps.catalogue.shownNames(sysnames, locale),
  });
  /** Terms, pause and resume, cycles and wins, for the back office (decision 0061). */
  const jackpotAdmin = new JackpotAdmin({ db, store: jackpotStore });
  return defineModule({
    services: { jackpots, jackpotStore, jackpotAdmin },
    api: [jackpotsApi],
    plugins: [(app, { rateLimits }) => app.register(jackpotsStreamRoute, { live, rateLimits })],
    seed: jackpotsSeed(db, jackpotStore, jackpotAdmin),
    backoffice: jackpotsBackoffice({ db, clock, jackpotAdmin }),
  });
}
