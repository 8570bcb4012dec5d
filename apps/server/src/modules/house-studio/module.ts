import type { LocaleCode } from '@jeton/domain';
import type { GameAggregator } from '../../ports/game-aggregator.js';
import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { CatalogueService } from '../games/catalogue-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { FreeSpinsService } from './free-spins.js';
import { GUEST_PURGE_BATCH, GUEST_SESSION_KEEP_MS, purgeExpiredGuestSessions } from './game-sessions.js';
import { staticHouseCatalogue } from './house-games.js';
import { launchRoutes } from './launch-routes.js';
import { LaunchService } from './launch-service.js';
import { studioApi } from './studio-routes.js';
import { StudioService } from './studio-service.js';

/** Guests' demo sessions purged per housekeeping run at most: a backlog goes over a few runs. */
const GUEST_BATCHES_PER_RUN = 20;

/** The house studio: its games' launch pages, its studio API, free spins (decision 0013). */
export function createHouseStudioModule(
  core: AppCore,
  deps: { settings: SettingsService; catalogue: CatalogueService; wallet: WalletService } & {
    aggregator: GameAggregator;
  },
) {
  const { db, clock, sessions } = core;
  const houseCatalogue = staticHouseCatalogue;
  const freeSpins = new FreeSpinsService(db, clock);
  const zeroBalanceAccess = async (sysname: string, locale: LocaleCode) =>
    (await deps.catalogue.itemConfig(sysname, locale))?.canAccessSlotWithZeroBalance ?? false;
  const outside = {
    aggregator: deps.aggregator,
    studioOf: (sysname: string, locale: LocaleCode) => deps.catalogue.providerOf(sysname, locale),
    publicUrl: core.config.publicUrl,
  };
  const launch = new LaunchService(db, clock, houseCatalogue, deps.settings, zeroBalanceAccess, outside);
  const studio = new StudioService({
    db,
    clock,
    wallet: deps.wallet,
    catalogue: houseCatalogue,
    freeSpins,
    siteSessions: sessions,
  });
  const purgeGuestSessions = async () => {
    const cutoff = new Date(clock.now().getTime() - GUEST_SESSION_KEEP_MS);
    for (let batch = 0; batch < GUEST_BATCHES_PER_RUN; batch++) {
      if ((await purgeExpiredGuestSessions(db, cutoff)) < GUEST_PURGE_BATCH) return;
    }
  };
  return defineModule({
    services: { freeSpins, launch, studio, houseCatalogue },
    plugins: [
      (app, { rateLimits }) => app.register(launchRoutes, { sessions, launch, rateLimits }),
      (app, { rateLimits }) => app.register(studioApi, { studio, rateLimits }),
    ],
    housekeeping: [{ name: 'guest sessions', run: purgeGuestSessions }],
  });
}
