import type { ApiModule } from '../../api/method.js';
import type { PaymentProvider } from '../../ports/payment-provider.js';
import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import type { OffersService } from '../campaigns/offers-service.js';
import type { FraudService } from '../fraud/fraud-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import { cashierBackoffice } from './cashier-backoffice.js';
import { CashierService } from './cashier-service.js';
import { CashierStore } from './cashier-store.js';
import { type DepositLimitApiDeps, depositLimitApi } from './deposit-limit-routes.js';
import { DepositLimitService } from './deposit-limit-service.js';
import { DepositLimitStore } from './deposit-limit-store.js';
import { type CashierApiDeps, cashierApi } from './routes.js';
import { paymentWebhooks } from './webhook-routes.js';
import { WithdrawalService } from './withdrawal-service.js';

/** Deposits, withdrawals and deposit limits, through the payment providers and their webhooks. */
export function createCashierModule(
  core: AppCore,
  deps: {
    accountStore: AccountStore;
    settings: SettingsService;
    offers: OffersService;
    responsibleGaming: ResponsibleGamingService;
    notifications: NotificationsService;
    /** Payment providers by name, as webhooks address them (a Map: a name from a URL finds only a real one). */
    paymentProviders: ReadonlyMap<string, PaymentProvider>;
    /** The fraud check's holds, shown in the back office's withdrawal queue. */
    fraud: Pick<FraudService, 'holdsOf'>;
  },
) {
  const { db, clock, config } = core;
  const { settings, notifications, paymentProviders } = deps;
  /** The cashier's store: payments. Handed to readers of payments outside the cashier (the back office). */
  const cashierStore = new CashierStore(db, deps.accountStore);
  const depositLimitStore = new DepositLimitStore();
  const depositLimits = new DepositLimitService({
    db,
    store: depositLimitStore,
    payments: cashierStore,
    clock,
  });
  const cashier = new CashierService({
    db,
    store: cashierStore,
    settings,
    providers: paymentProviders,
    clock,
    publicUrl: config.publicUrl,
    depositLimits,
    offers: deps.offers,
    responsibleGaming: deps.responsibleGaming,
    notifications,
  });
  const withdrawals = new WithdrawalService({
    db,
    store: cashierStore,
    accountStore: deps.accountStore,
    settings,
    providers: paymentProviders,
    clock,
    notifications,
  });
  const api: readonly ApiModule<CashierApiDeps & DepositLimitApiDeps>[] = [cashierApi, depositLimitApi];
  return defineModule({
    services: { cashier, cashierStore, withdrawals, depositLimits, depositLimitStore, paymentProviders },
    api,
    plugins: [(app) => app.register(paymentWebhooks, { cashier, paymentProviders })],
    housekeeping: [{ name: 'abandoned deposits', run: () => cashier.expireAbandonedDeposits() }],
    pendingExpiry: { withdrawal: withdrawals.reserveExpired },
    backoffice: cashierBackoffice({
      payments: cashierStore,
      accounts: deps.accountStore,
      withdrawals,
      fraud: deps.fraud,
    }),
  });
}
