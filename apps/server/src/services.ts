import type { Database, DatabaseHandle } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { ExportRequests } from './jobs/game-history-exports.js';
import { AccountService } from './modules/account/account-service.js';
import { AccountStore } from './modules/account/account-store.js';
import { ContactConfirmationService } from './modules/account/contact-confirmation-service.js';
import { AuthService } from './modules/auth/auth-service.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { PasswordHasher } from './modules/auth/passwords.js';
import { TwoFactorService } from './modules/auth/two-factor-service.js';
import { OffersService } from './modules/campaigns/offers-service.js';
import { OffersStore } from './modules/campaigns/offers-store.js';
import { CashierService } from './modules/cashier/cashier-service.js';
import { CashierStore } from './modules/cashier/cashier-store.js';
import { DepositLimitService } from './modules/cashier/deposit-limit-service.js';
import { DepositLimitStore } from './modules/cashier/deposit-limit-store.js';
import { WithdrawalService } from './modules/cashier/withdrawal-service.js';
import { ContentConfigService } from './modules/content/content-config-service.js';
import { GameHistoryService } from './modules/game-history/game-history-service.js';
import { CatalogueService } from './modules/games/catalogue-service.js';
import { CatalogueStore } from './modules/games/catalogue-store.js';
import { PopupsService } from './modules/popups/popups-service.js';
import { SettingsService } from './modules/settings/settings-service.js';
import { WalletService } from './modules/wallet/wallet-service.js';
import { FreeSpinsService } from './providers/games/free-spins.js';
import { type HouseCatalogue, staticHouseCatalogue } from './providers/games/house-games.js';
import { LaunchService } from './providers/games/launch-service.js';
import { StudioService } from './providers/games/studio-service.js';
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
  withdrawals: WithdrawalService;
  depositLimits: DepositLimitService;
  offers: OffersService;
  /** The game catalogue and favourites. */
  catalogue: CatalogueService;
  /** The sandbox payment provider (its hosted page and webhooks). */
  sandboxPsp: SandboxPsp;
  /** Payment providers by name, as webhooks address them. */
  paymentProviders: ReadonlyMap<string, PaymentProvider>;
  // The house studio and the seamless wallet (decision 0013).
  wallet: WalletService;
  freeSpins: FreeSpinsService;
  launch: LaunchService;
  studio: StudioService;
  houseCatalogue: HouseCatalogue;
  gameHistory: GameHistoryService;
  /** Wakes the game-history export job (jobs/game-history-exports.ts). */
  exportRequests: ExportRequests;
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
  const catalogue = new CatalogueService(new CatalogueStore(db), settings, clock);
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
  const depositLimits = new DepositLimitService({
    db,
    store: new DepositLimitStore(),
    payments: cashierStore,
    clock,
  });
  const offers = new OffersService(new OffersStore(db), cashierStore);
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
      depositLimits,
      offers,
    }),
    depositLimits,
    offers,
    withdrawals: new WithdrawalService({
      db,
      store: cashierStore,
      accountStore,
      settings,
      providers: paymentProviders,
      clock,
    }),
    catalogue,
    sandboxPsp,
    paymentProviders,
    ...createStudioServices(db, clock, settings, sessions, catalogue),
  };
}

function createStudioServices(
  db: Database,
  clock: Clock,
  settings: SettingsService,
  siteSessions: SessionService,
  gameCatalogue: CatalogueService,
) {
  const wallet = new WalletService(db);
  const freeSpins = new FreeSpinsService(db, clock);
  const catalogue = staticHouseCatalogue;
  const zeroBalanceAccess = async (sysname: string, locale: LocaleCode) =>
    (await gameCatalogue.itemConfig(sysname, locale))?.canAccessSlotWithZeroBalance ?? false;
  const exportRequests = new ExportRequests();
  return {
    wallet,
    freeSpins,
    launch: new LaunchService(db, clock, catalogue, settings, zeroBalanceAccess),
    studio: new StudioService({ db, clock, wallet, catalogue, freeSpins, siteSessions }),
    houseCatalogue: catalogue,
    gameHistory: new GameHistoryService(db, clock, catalogue, settings, () => exportRequests.notify()),
    exportRequests,
  };
}
