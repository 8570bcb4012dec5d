import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import { BonusService } from './bonus-service.js';
import { subscribeBonusEngine } from './bonus-subscribers.js';
import { BonusesStore } from './bonuses-store.js';
import { bonusesApi } from './routes.js';

type BonusDeps = ConstructorParameters<typeof BonusService>[0];

/** The bonus engine: bonuses granted by offers, their wagering, conversion, removal and expiry. */
export function createBonusesModule(
  core: AppCore,
  deps: Pick<BonusDeps, 'offers' | 'freeSpins' | 'bettingBonuses' | 'notifications' | 'excludedPlayers'>,
) {
  const bonuses = new BonusService({
    db: core.db,
    clock: core.clock,
    store: new BonusesStore(core.db),
    ...deps,
  });
  subscribeBonusEngine(core.events, bonuses);
  return defineModule({
    services: { bonuses },
    api: [bonusesApi],
    housekeeping: [{ name: 'expired bonuses', run: () => bonuses.expireDue() }],
  });
}
