import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import type { CatalogueService } from '../games/catalogue-service.js';
import type { FreeSpinsService } from '../house-studio/free-spins.js';
import type { HouseCatalogue } from '../house-studio/house-games.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { loyaltyBackoffice } from './loyalty-backoffice.js';
import { loyaltySeed } from './loyalty-demo.js';
import { LoyaltyService } from './loyalty-service.js';
import { LoyaltyStore } from './loyalty-store.js';
import { subscribeLoyaltyPoints } from './points-subscriber.js';
import { loyaltyApi } from './routes.js';
import { ShopService } from './shop-service.js';
import { subscribeSportsPoints } from './sports-points-subscriber.js';

/** The loyalty programme: points earned by stakes (through the ledger), levels, and the shop. */
export function createLoyaltyModule(
  core: AppCore,
  deps: {
    notifications: NotificationsService;
    freeSpins: FreeSpinsService;
    houseCatalogue: HouseCatalogue;
    catalogue: CatalogueService;
    accountStore: AccountStore;
  },
) {
  const { db, clock } = core;
  const { catalogue } = deps;
  const store = new LoyaltyStore(db, (sysnames, locale, executor) =>
    catalogue.shownGames(sysnames, locale, executor),
  );
  const loyalty = new LoyaltyService({
    db,
    store,
    accounts: deps.accountStore,
    clock,
    notifications: deps.notifications,
  });
  subscribeLoyaltyPoints(core.events, loyalty);
  subscribeSportsPoints(core.events, loyalty);
  /** The loyalty shop: products bought with points, each granting a free-spin pack. */
  const loyaltyShop = new ShopService({
    db,
    store,
    clock,
    freeSpins: deps.freeSpins,
    houseCatalogue: deps.houseCatalogue,
  });
  return defineModule({
    services: { loyalty, loyaltyShop },
    api: [loyaltyApi],
    seed: loyaltySeed(store),
    backoffice: loyaltyBackoffice({ db, loyalty, shop: loyaltyShop }),
  });
}
