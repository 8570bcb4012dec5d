import type { Database, DatabaseHandle } from '@jeton/db';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { AccountService } from './modules/account/account-service.js';
import { AccountStore } from './modules/account/account-store.js';
import { ContactConfirmationService } from './modules/account/contact-confirmation-service.js';
import { AuthService } from './modules/auth/auth-service.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { PasswordHasher } from './modules/auth/passwords.js';
import { TwoFactorService } from './modules/auth/two-factor-service.js';
import { CashierService } from './modules/cashier/cashier-service.js';
import { CashierStore } from './modules/cashier/cashier-store.js';
import { ContentConfigService } from './modules/content/content-config-service.js';
import { PopupsService } from './modules/popups/popups-service.js';
import { SettingsService } from './modules/settings/settings-service.js';
import { OutboxMessaging } from './providers/messaging/outbox.js';
import type { PaymentProvider } from './providers/payments/payment-provider.js';
import { SANDBOX_PROVIDER, SandboxPsp } from './providers/payments/sandbox-psp.js';
import { SessionService } from './sessions/session-service.js';

/** Everything a handler may use, built once per app. Modules call each other's services, never their SQL. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  sessions: SessionService;
  settings: SettingsService;
  contentConfig: ContentConfigService;
  outbox: OutboxMessaging;
  accountStore: AccountStore;
  accounts: AccountService;
  contacts: ContactConfirmationService;
  popups: PopupsService;
  passwords: PasswordHasher;
  loginThrottle: LoginThrottle;
  twoFactor: TwoFactorService;
  auth: AuthService;
  cashier: CashierService;
  /** The sandbox payment provider (its hosted page and webhooks). */
  sandboxPsp: SandboxPsp;
  /** Payment providers by name, as webhooks address them. */
  paymentProviders: ReadonlyMap<string, PaymentProvider>;
}

export function createServices(
  config: Config,
  database: DatabaseHandle,
  clock: Clock = systemClock,
): Services {
  const db = database.db;
  const sessions = new SessionService(db, config.session, clock);
  const outbox = new OutboxMessaging(db);
  const accountStore = new AccountStore(db);
  const passwords = new PasswordHasher(config.argon2);
  const loginThrottle = new LoginThrottle(db, clock);
  const twoFactor = new TwoFactorService(db, accountStore, clock);
  const settings = new SettingsService(db);
  const cashierStore = new CashierStore(db);
  const sandboxPsp = new SandboxPsp({
    ...config.paymentsSandbox,
    clock,
    lookup: async (reference) => {
      const payment = await cashierStore.findByReference(SANDBOX_PROVIDER, reference);
      return payment
        ? {
            transactionId: payment.id,
            method: payment.method,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            locale: payment.locale,
            status: payment.status,
          }
        : null;
    },
  });
  // A Map, so that a name from a URL (`__proto__`, say) can only find a real provider.
  const paymentProviders = new Map<string, PaymentProvider>(
    config.paymentsSandbox.enabled ? [[SANDBOX_PROVIDER, sandboxPsp]] : [],
  );
  return {
    config,
    database,
    db,
    clock,
    sessions,
    settings,
    contentConfig: new ContentConfigService(settings),
    outbox,
    accountStore,
    accounts: new AccountService(db, accountStore),
    popups: new PopupsService(db),
    contacts: new ContactConfirmationService({
      db,
      store: accountStore,
      messaging: outbox,
      clock,
      publicUrl: config.publicUrl,
    }),
    passwords,
    loginThrottle,
    twoFactor,
    auth: new AuthService({
      db,
      store: accountStore,
      passwords,
      sessions,
      throttle: loginThrottle,
      twoFactor,
      messaging: outbox,
      clock,
      publicUrl: config.publicUrl,
    }),
    cashier: new CashierService({
      db,
      store: cashierStore,
      settings,
      providers: paymentProviders,
      clock,
      publicUrl: config.publicUrl,
    }),
    sandboxPsp,
    paymentProviders,
  };
}
