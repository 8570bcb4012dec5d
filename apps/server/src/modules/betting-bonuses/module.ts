import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { BettingBonusService } from './betting-bonus-service.js';
import { BettingBonusesStore } from './betting-bonuses-store.js';
import { bettingBonusesApi } from './routes.js';

/** Betting bonuses: free bets granted by offers, used on the sportsbook's slip. */
export function createBettingBonusesModule(core: AppCore, deps: { notifications: NotificationsService }) {
  const bettingBonuses = new BettingBonusService({
    db: core.db,
    clock: core.clock,
    store: new BettingBonusesStore(core.db),
    notifications: deps.notifications,
  });
  return defineModule({
    services: { bettingBonuses },
    api: [bettingBonusesApi],
    housekeeping: [{ name: 'expired betting bonuses', run: () => bettingBonuses.expireDue() }],
  });
}
