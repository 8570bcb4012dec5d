import type { ExcludedPlayers } from '../../ports/excluded-players.js';
import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import { CashbackComputation } from './cashback-computation.js';
import { scheduleCashbackPeriods } from './cashback-periods-job.js';
import { CashbackRules } from './cashback-rule.js';
import { CashbackService } from './cashback-service.js';
import { cashbacksBackoffice } from './cashbacks-backoffice.js';
import { CashbacksStore } from './cashbacks-store.js';
import { cashbacksApi } from './routes.js';

/** Cashback (decision 0064): each period's cashbacks computed once by a job, claimed or declined by players. */
export function createCashbacksModule(
  core: AppCore,
  deps: {
    settings: SettingsService;
    notifications: NotificationsService;
    accountStore: AccountStore;
    excludedPlayers: ExcludedPlayers;
  },
) {
  const cashbacksStore = new CashbacksStore(core.db, deps.accountStore);
  const cashbackRules = new CashbackRules(deps.settings);
  const { settings, notifications } = deps;
  const parts = {
    db: core.db,
    clock: core.clock,
    store: cashbacksStore,
    rules: cashbackRules,
    settings,
    notifications,
    excludedPlayers: deps.excludedPlayers,
  };
  const cashbacks = new CashbackService(parts);
  /** Each period's cashbacks, computed once by the cashback job (or an operator, now). */
  const cashbackComputation = new CashbackComputation(parts);
  return defineModule({
    services: { cashbacksStore, cashbackRules, cashbacks, cashbackComputation },
    api: [cashbacksApi],
    jobs: (runner) => scheduleCashbackPeriods(runner, cashbackComputation),
    housekeeping: [{ name: 'expired cashbacks', run: () => cashbacks.expireDue() }],
    backoffice: cashbacksBackoffice({
      db: core.db,
      rules: cashbackRules,
      store: cashbacksStore,
      computation: cashbackComputation,
    }),
  });
}
