import type { DatabaseHandle } from '@jeton/db';
import { AfterAnswer } from './api/after-answer.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { JobRunner } from './jobs/job-runner.js';
import type { LiveSignals } from './live/live-signals.js';
import { MemoryLiveSignals } from './live/memory-live-signals.js';
import { RedisLiveSignals } from './live/redis-live-signals.js';
import { createAccountModule } from './modules/account/module.js';
import { createAdminModule } from './modules/admin/module.js';
import { createAuthModule } from './modules/auth/module.js';
import { createBackofficeModule } from './modules/backoffice/module.js';
import { OperatorStore } from './modules/backoffice/operator-store.js';
import { createBettingBonusesModule } from './modules/betting-bonuses/module.js';
import { createBonusesModule } from './modules/bonuses/module.js';
import { createCampaignsModule } from './modules/campaigns/module.js';
import { registrationOffers } from './modules/campaigns/registration-offers-store.js';
import { createCashbacksModule } from './modules/cashbacks/module.js';
import type { CashierStore } from './modules/cashier/cashier-store.js';
import { createCashierModule } from './modules/cashier/module.js';
import { createChatModule } from './modules/chat/module.js';
import { createContentModule } from './modules/content/module.js';
import { createContentPagesModule } from './modules/content-pages/module.js';
import { createFraudModule } from './modules/fraud/module.js';
import { createFreespinsModule } from './modules/freespins/module.js';
import { createGameHistoryModule } from './modules/game-history/module.js';
import { createGamesModule } from './modules/games/module.js';
import { HOUSE_PROVIDER } from './modules/house-studio/house-games.js';
import { createHouseStudioModule } from './modules/house-studio/module.js';
import { createJackpotsModule } from './modules/jackpots/module.js';
import { createLoyaltyModule } from './modules/loyalty/module.js';
import { createMessagingModule } from './modules/messaging/module.js';
import { createMetadataModule } from './modules/metadata/module.js';
import { createNotificationsModule } from './modules/notifications/module.js';
import { createPopupsModule } from './modules/popups/module.js';
import { createPushModule } from './modules/push/module.js';
import { createResponsibleGamingModule } from './modules/responsible-gaming/module.js';
import { createSecurityModule } from './modules/security/module.js';
import { createSettingsModule } from './modules/settings/module.js';
import { createSocialSignInModule } from './modules/social-sign-in/module.js';
import { createSportsbookModule } from './modules/sportsbook/module.js';
import { sportsPlaySince } from './modules/sportsbook/sports-play-store.js';
import { createStorageModule } from './modules/storage/module.js';
import { createSupportModule } from './modules/support/module.js';
import { createTournamentsModule } from './modules/tournaments/module.js';
import { createTrackingModule } from './modules/tracking/module.js';
import { createVerificationModule } from './modules/verification/module.js';
import { createWalletModule } from './modules/wallet/module.js';
import { realPlaySince, realStakesOfRound } from './modules/wallet/play-totals.js';
import { createWinnersModule } from './modules/winners/module.js';
import { subscribeNatsPublisher } from './outbox/nats-publisher.js';
import { OutboxEvents } from './outbox/outbox-events.js';
import { OutboxMessaging } from './providers/messaging/outbox.js';
import { HttpAggregator } from './providers/studios/http-aggregator.js';
import { createOddsSandbox, createSandboxProviders, signInProviders } from './sandbox-providers.js';
import { SessionService } from './sessions/session-service.js';
import { coreHousekeeping, ledgerSweep } from './wiring/core-housekeeping.js';
import { late } from './wiring/late.js';
import { type ModuleParts, mergeServices, mountApis } from './wiring/merge-services.js';
import { defineModule } from './wiring/server-module.js';

/**
 * The composition root: the app's shared mechanisms, then every module in an order where each is
 * handed what the ones before it made (decision 0087). Adding a capability is one folder with its
 * module.ts and one line here. No module imports this file.
 */
export function createServices(config: Config, database: DatabaseHandle, clock: Clock = systemClock) {
  const core = createCore(config, database, clock);
  const players = createPlayerModules(core);
  const money = createMoneyModules(core, players);
  const {
    settings,
    notifications,
    messaging,
    tracking,
    fraud,
    account,
    responsibleGaming,
    security,
    auth,
    games,
  } = players;
  const { campaigns, cashier, verification, socialSignIn, wallet, houseStudio, bettingBonuses, bonuses } =
    money;
  const { accountStore } = account.services;
  const emailOf = async (userId: number) => (await accountStore.emailsOf([userId])).get(userId) ?? null;
  const catalogueAndNotices = { ...notifications.services, ...games.services, accountStore };
  const sportsbook = createSportsbookModule(core, {
    ...notifications.services,
    stakeGuard: responsibleGaming.services.responsibleGaming,
    freeBets: bettingBonuses.services.bettingBonuses,
    ...settings.services,
    accountStore,
  });
  // Operators' names, for what shows who handled it (decision 0091); the table is the back office's.
  const operators = new OperatorStore(core.db);
  const modules = [
    core.module,
    settings,
    createContentModule(settings.services),
    notifications,
    messaging,
    tracking,
    fraud,
    createPushModule(core),
    account,
    createPopupsModule(core),
    responsibleGaming,
    security,
    auth,
    games,
    campaigns,
    cashier,
    verification,
    socialSignIn,
    createStorageModule(core),
    createContentPagesModule(core, { ...settings.services, operators }),
    createSupportModule(core, { emailOf, operators }),
    createChatModule(core, { emailOf, owners: { operators, accounts: accountStore } }),
    createWinnersModule(core, {
      ...settings.services,
      ...games.services,
      accountStore,
      stakesOfRound: realStakesOfRound,
    }),
    createJackpotsModule(core, catalogueAndNotices),
    createTournamentsModule(core, catalogueAndNotices),
    wallet,
    houseStudio,
    createFreespinsModule(),
    createGameHistoryModule(core, { ...settings.services, ...games.services, ...houseStudio.services }),
    createLoyaltyModule(core, {
      ...notifications.services,
      ...houseStudio.services,
      ...games.services,
      accountStore,
    }),
    bettingBonuses,
    bonuses,
    sportsbook,
    createOddsSandbox(core, sportsbook.services),
    createCashbacksModule(core, {
      ...settings.services,
      ...notifications.services,
      accountStore,
      excludedPlayers: responsibleGaming.services.responsibleGaming,
    }),
    createMetadataModule(),
    players.providers.module,
  ] as const;
  const services = mergeServices(modules);
  const { accounts, withdrawals, houseCatalogue, freeSpins } = services;
  const operatorModules = [
    createAdminModule(core, {
      accounts,
      settings: services.settings,
      withdrawals,
      houseCatalogue,
      accountStore,
      freeSpins,
    }),
    createBackofficeModule(core, services, modules),
    // Last: the sweep of pending transfers past their expiry, with every module's expiry handlers.
    ledgerSweep(core, modules),
  ];
  const { db: _db, database: _database, ...forHandlers } = services;
  return {
    ...services,
    /** Every module's product API, with the services its handlers declared: what the router serves. */
    api: mountApis(forHandlers, modules),
    /** Every module's plug-ins, jobs and housekeeping, in order: what app.ts mounts and start-jobs.ts starts. */
    modules: [...modules, ...operatorModules] as readonly ModuleParts[],
  };
}

/** Everything the app's modules made, by name: what tests, seeds and benches reach through `servicesOf(app)`. */
export type Services = ReturnType<typeof createServices>;

type Core = ReturnType<typeof createCore>;

/** The modules every other one stands on: settings, notices, the player's account, log-in, the hall. */
function createPlayerModules(core: Core) {
  const { db, config } = core;
  const payments = late<CashierStore>('the cashier store');
  const settings = createSettingsModule({ db, configured: settingsFixedByConfig(config) });
  const providers = createSandboxProviders(core, { ...settings.services, payments: payments.use });
  const notifications = createNotificationsModule(core);
  const messaging = createMessagingModule({ ...core, publicUrl: config.publicUrl });
  const tracking = createTrackingModule(core);
  const fraud = createFraudModule(core, { provider: providers.fraud, tracking: tracking.services.tracking });
  const account = createAccountModule(core, {
    ...messaging.services,
    registrationOffers,
  });
  const responsibleGaming = createResponsibleGamingModule(core, {
    ...notifications.services,
    playOf: { casino: realPlaySince, sports: sportsPlaySince },
  });
  const security = createSecurityModule(core);
  const auth = createAuthModule(core, {
    accountStore: account.services.accountStore,
    recoveryCodes: security.services.recoveryCodes,
    notifications: notifications.services.notifications,
    responsibleGaming: responsibleGaming.services.responsibleGaming,
  });
  const games = createGamesModule(core, settings.services);
  const modules = {
    settings,
    notifications,
    messaging,
    tracking,
    fraud,
    account,
    responsibleGaming,
    security,
  };
  return { ...modules, auth, games, providers, payments };
}

/** The modules that move money or grant it: campaigns, the cashier, the wallet and house studio, bonuses. */
function createMoneyModules(core: Core, players: ReturnType<typeof createPlayerModules>) {
  const { settings, notifications, account, responsibleGaming, auth, games, providers, payments } = players;
  const { accountStore } = account.services;
  const bonusGrants = late<ReturnType<typeof createBonusesModule>['services']['bonuses']>('bonuses');
  const campaigns = createCampaignsModule(core, {
    bonuses: bonusGrants.use,
    deposits: payments.use,
    accountStore,
    offerOwners: {
      bonusHolders: (offerId) => bonusGrants.use.holdersOfOffer(offerId),
      depositors: (offerId) => payments.use.depositorsOfOffer(offerId),
      houseGamesOn: (executor, sysnames) =>
        games.services.catalogue.activeOf(HOUSE_PROVIDER, sysnames, executor),
    },
  });
  const cashier = createCashierModule(core, {
    accountStore,
    ...settings.services,
    offers: campaigns.services.offers,
    ...responsibleGaming.services,
    ...notifications.services,
    paymentProviders: providers.paymentProviders,
    fraud: players.fraud.services.fraud,
  });
  payments.set(cashier.services.cashierStore);
  const verification = createVerificationModule(core, {
    verificationProviders: providers.verificationProviders,
    ...notifications.services,
    accountStore,
  });
  const socialSignIn = createSocialSignInModule(core, {
    providers: signInProviders(core.config),
    ...auth.services,
    accountStore,
    ...settings.services,
    contacts: account.services.contacts,
  });
  const wallet = createWalletModule(core, {
    stakeGuard: responsibleGaming.services.responsibleGaming,
    accountStore,
  });
  const houseStudio = createHouseStudioModule(core, {
    aggregator: new HttpAggregator({
      studios: core.config.studios.connected,
      timeoutMs: core.config.studios.launchTimeoutMs,
      clock: core.clock,
    }),
    ...settings.services,
    ...games.services,
    ...wallet.services,
  });
  const bettingBonuses = createBettingBonusesModule(core, notifications.services);
  const bonuses = createBonusesModule(core, {
    offers: campaigns.services.offers,
    freeSpins: houseStudio.services.freeSpins,
    ...bettingBonuses.services,
    ...notifications.services,
    excludedPlayers: responsibleGaming.services.responsibleGaming,
  });
  bonusGrants.set(bonuses.services.bonuses);
  return { campaigns, cashier, verification, socialSignIn, wallet, houseStudio, bettingBonuses, bonuses };
}

/** The app's shared mechanisms, as one module of their own (their housekeeping steps). */
function createCore(config: Config, database: DatabaseHandle, clock: Clock) {
  const db = database.db;
  const jobs = new JobRunner(database);
  const events = new OutboxEvents({ db, clock, jobs });
  if (config.natsUrl) subscribeNatsPublisher(events, { url: config.natsUrl });
  const live: LiveSignals = config.redisUrl ? new RedisLiveSignals(config.redisUrl) : new MemoryLiveSignals();
  const shared = {
    config,
    database,
    db,
    clock,
    jobs,
    events,
    live,
    sessions: new SessionService(db, config.session, clock),
    outbox: new OutboxMessaging(db),
    afterAnswer: new AfterAnswer(),
  };
  return { ...shared, module: defineModule({ services: shared, housekeeping: coreHousekeeping(shared) }) };
}

/** The General info values the server's own settings decide, not the operator. */
function settingsFixedByConfig(config: Config) {
  return {
    sandbox_providers: config.sandboxProviders,
    allowed_redirect_hosts: config.allowedRedirectHosts,
    sign_in_providers: signInProviders(config).map(({ name, label }) => ({ name, label })),
    telegram_mini_app: config.signIn.telegram !== null,
  };
}
