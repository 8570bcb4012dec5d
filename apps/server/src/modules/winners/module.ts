import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { CatalogueService } from '../games/catalogue-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import { type BigWinOwners, BigWinsStore } from './big-wins-store.js';
import { subscribeBigWins } from './big-wins-subscriber.js';
import { winnersApi } from './routes.js';
import { winnersStreamRoute } from './stream-route.js';
import { winnersBackoffice } from './winners-backoffice.js';
import { WinnersService } from './winners-service.js';

/** The big wins of /winners: recorded from the wallet's wins, ruled and hidden by operators. */
export function createWinnersModule(
  core: AppCore,
  deps: {
    settings: SettingsService;
    accountStore: BigWinOwners['accounts'];
    catalogue: CatalogueService;
    /** The wallet's real-money stakes of a round, which the big-win rule compares the win with. */
    stakesOfRound: ConstructorParameters<typeof WinnersService>[0]['stakesOfRound'];
  },
) {
  const { db, live, clock } = core;
  const { catalogue } = deps;
  const winners = new WinnersService({
    db,
    store: new BigWinsStore(db, {
      accounts: deps.accountStore,
      shownGames: (sysnames, locale, executor) => catalogue.shownGames(sysnames, locale, executor),
    }),
    settings: deps.settings,
    live,
    clock,
    stakesOfRound: deps.stakesOfRound,
  });
  subscribeBigWins(core.events, winners);
  return defineModule({
    services: { winners },
    api: [winnersApi],
    plugins: [(app, { rateLimits }) => app.register(winnersStreamRoute, { live, rateLimits })],
    backoffice: winnersBackoffice({ db, winners }),
  });
}
