import path from 'node:path';
import type { Database, DatabaseHandle } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import { AfterAnswer } from './api/after-answer.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { GAME_HISTORY_EXPORTS } from './jobs/game-history-exports.js';
import { JobRunner } from './jobs/job-runner.js';
import type { LiveSignals } from './live/live-signals.js';
import { MemoryLiveSignals } from './live/memory-live-signals.js';
import { RedisLiveSignals } from './live/redis-live-signals.js';
import { AccountService } from './modules/account/account-service.js';
import { AccountStore } from './modules/account/account-store.js';
import { ContactConfirmationService } from './modules/account/contact-confirmation-service.js';
import { SubscriptionService } from './modules/account/subscription-service.js';
import { AuthService } from './modules/auth/auth-service.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { PasswordHasher } from './modules/auth/passwords.js';
import { RegistrationCodes } from './modules/auth/registration-codes.js';
import { SecondFactorLockout } from './modules/auth/second-factor-lockout.js';
import { TrustedDevices } from './modules/auth/trusted-devices.js';
import { TwoFactorService } from './modules/auth/two-factor-service.js';
import { OperatorStore } from './modules/backoffice/operator-store.js';
import { BettingBonusService } from './modules/betting-bonuses/betting-bonus-service.js';
import { BettingBonusesStore } from './modules/betting-bonuses/betting-bonuses-store.js';
import { BonusService } from './modules/bonuses/bonus-service.js';
import { subscribeBonusEngine } from './modules/bonuses/bonus-subscribers.js';
import { BonusesStore } from './modules/bonuses/bonuses-store.js';
import { OfferTakesService } from './modules/campaigns/offer-takes-service.js';
import { OfferTakesStore } from './modules/campaigns/offer-takes-store.js';
import { OffersService } from './modules/campaigns/offers-service.js';
import { OffersStore } from './modules/campaigns/offers-store.js';
import { PromoCodesService } from './modules/campaigns/promo-codes-service.js';
import { PromoCodesStore } from './modules/campaigns/promo-codes-store.js';
import { registrationOffers } from './modules/campaigns/registration-offers-store.js';
import { subscribeRegistrationOffers } from './modules/campaigns/registration-offers-subscriber.js';
import { CashbackComputation } from './modules/cashbacks/cashback-computation.js';
import { CashbackRules } from './modules/cashbacks/cashback-rule.js';
import { CashbackService } from './modules/cashbacks/cashback-service.js';
import { CashbacksStore } from './modules/cashbacks/cashbacks-store.js';
import { CashierService } from './modules/cashier/cashier-service.js';
import { CashierStore } from './modules/cashier/cashier-store.js';
import { DepositLimitService } from './modules/cashier/deposit-limit-service.js';
import { DepositLimitStore } from './modules/cashier/deposit-limit-store.js';
import {
  DEFAULT_DEPOSIT_CONFIG,
  DEPOSIT_CONFIG_KEY,
  type DepositConfig,
} from './modules/cashier/payment-methods.js';
import { WithdrawalService } from './modules/cashier/withdrawal-service.js';
import { ChatService } from './modules/chat/chat-service.js';
import { ChatStore } from './modules/chat/chat-store.js';
import { ContentConfigService } from './modules/content/content-config-service.js';
import { ContentPagesService } from './modules/content-pages/content-pages-service.js';
import { FraudService } from './modules/fraud/fraud-service.js';
import { FraudStore } from './modules/fraud/fraud-store.js';
import { ProviderHistoryStore } from './modules/fraud/provider-history-store.js';
import { GameHistoryService } from './modules/game-history/game-history-service.js';
import { CatalogueAdminStore } from './modules/games/catalogue-admin-store.js';
import { CatalogueService } from './modules/games/catalogue-service.js';
import { CatalogueStore } from './modules/games/catalogue-store.js';
import { FreeSpinsService } from './modules/house-studio/free-spins.js';
import { type HouseCatalogue, staticHouseCatalogue } from './modules/house-studio/house-games.js';
import { LaunchService } from './modules/house-studio/launch-service.js';
import { StudioService } from './modules/house-studio/studio-service.js';
import { JackpotEngine } from './modules/jackpots/jackpot-engine.js';
import { JackpotStore } from './modules/jackpots/jackpot-store.js';
import { subscribeJackpots } from './modules/jackpots/jackpot-subscribers.js';
import { JackpotsService } from './modules/jackpots/jackpots-service.js';
import { LoyaltyService } from './modules/loyalty/loyalty-service.js';
import { LoyaltyStore } from './modules/loyalty/loyalty-store.js';
import { subscribeLoyaltyPoints } from './modules/loyalty/points-subscriber.js';
import { ShopService } from './modules/loyalty/shop-service.js';
import { subscribeSportsPoints } from './modules/loyalty/sports-points-subscriber.js';
import { MarketingMessaging } from './modules/messaging/marketing.js';
import { UnsubscribeLinks } from './modules/messaging/unsubscribe-links.js';
import { NotificationsService } from './modules/notifications/notifications-service.js';
import { PopupsService } from './modules/popups/popups-service.js';
import { PushService } from './modules/push/push-service.js';
import { PushStore } from './modules/push/push-store.js';
import { subscribeWebPush } from './modules/push/push-subscriber.js';
import { VapidKeyStore } from './modules/push/vapid-keys.js';
import { ResponsibleGamingService } from './modules/responsible-gaming/responsible-gaming-service.js';
import { ResponsibleGamingStore } from './modules/responsible-gaming/responsible-gaming-store.js';
import { RecoveryCodeService } from './modules/security/recovery-code-service.js';
import { SessionListService } from './modules/security/session-list-service.js';
import { SettingsService } from './modules/settings/settings-service.js';
import { MiniAppSignIn } from './modules/social-sign-in/mini-app-sign-in.js';
import { OidcClients } from './modules/social-sign-in/oidc-clients.js';
import { OAUTH_CALLBACK_PATH, signInProvidersOf } from './modules/social-sign-in/sign-in-providers.js';
import { SocialIdentities } from './modules/social-sign-in/social-identities.js';
import { SocialSignInService } from './modules/social-sign-in/social-sign-in-service.js';
import type { BetSettler } from './modules/sportsbook/bet-settlement.js';
import type { CashOutSettingsStore } from './modules/sportsbook/cash-out-settings.js';
import type { FeedConsumer } from './modules/sportsbook/feed-consumer.js';
import type { SandboxFeed } from './modules/sportsbook/sandbox-feed.js';
import { sportsPlaySince } from './modules/sportsbook/sports-play-store.js';
import type { SportsbookService } from './modules/sportsbook/sportsbook-service.js';
import { createSportsbookServices } from './modules/sportsbook/sportsbook-services.js';
import type { SportsbookStore } from './modules/sportsbook/sportsbook-store.js';
import { StorageService } from './modules/storage/storage-service.js';
import { FeedbackInboxStore } from './modules/support/feedback-inbox-store.js';
import { FeedbackService } from './modules/support/feedback-service.js';
import { FeedbackStore } from './modules/support/feedback-store.js';
import type { TournamentFinisher } from './modules/tournaments/tournament-finisher.js';
import { createTournamentServices } from './modules/tournaments/tournament-services.js';
import type { TournamentStore } from './modules/tournaments/tournament-store.js';
import type { TournamentsService } from './modules/tournaments/tournaments-service.js';
import { TrackingService } from './modules/tracking/tracking-service.js';
import { TrackingStore } from './modules/tracking/tracking-store.js';
import { VerificationService } from './modules/verification/verification-service.js';
import { VerificationStore } from './modules/verification/verification-store.js';
import { type StakeGuard, WalletService } from './modules/wallet/wallet-service.js';
import { BigWinsStore } from './modules/winners/big-wins-store.js';
import { subscribeBigWins } from './modules/winners/big-wins-subscriber.js';
import { WinnersService } from './modules/winners/winners-service.js';
import { subscribeNatsPublisher } from './outbox/nats-publisher.js';
import { OutboxEvents } from './outbox/outbox-events.js';
import type { FraudProvider } from './ports/fraud-provider.js';
import type { PaymentProvider } from './ports/payment-provider.js';
import type { VerificationProvider } from './ports/verification-provider.js';
import { FRAUD_SANDBOX_PROVIDER, SandboxFraud } from './providers/fraud/sandbox-fraud.js';
import { OutboxMessaging } from './providers/messaging/outbox.js';
import { SANDBOX_PROVIDER, SandboxPsp } from './providers/payments/sandbox-psp.js';
import { SANDBOX_OIDC_PATH, SandboxOidc } from './providers/sign-in/sandbox-oidc.js';
import { DocumentFiles } from './providers/verification/document-files.js';
import { KYC_SANDBOX_PROVIDER, SandboxKyc } from './providers/verification/sandbox-kyc.js';
import { SandboxKycStore } from './providers/verification/sandbox-kyc-store.js';
import { SessionListStore } from './sessions/session-list-store.js';
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
  /** Signed unsubscribe links of marketing messages. */
  unsubscribeLinks: UnsubscribeLinks;
  /** Marketing messages: each leaves with its unsubscribe link. */
  marketing: MarketingMessaging;
  /** Newsletter subscriptions per contact. */
  subscriptions: SubscriptionService;
  popups: PopupsService;
  passwords: PasswordHasher;
  loginThrottle: LoginThrottle;
  /** Wrong second-factor codes per operator and per player, from anywhere (decision 0084). */
  secondFactorLockout: SecondFactorLockout;
  trustedDevices: TrustedDevices;
  registrationCodes: RegistrationCodes;
  twoFactor: TwoFactorService;
  recoveryCodes: RecoveryCodeService;
  sessionList: SessionListService;
  /** SQL of the sessions table, for reads of a player's sessions by others than the player (the back office). */
  sessionListStore: SessionListStore;
  auth: AuthService;
  cashier: CashierService;
  withdrawals: WithdrawalService;
  /** The cashier's store: payments. Handed to readers of payments outside the cashier (the back office). */
  cashierStore: CashierStore;
  depositLimits: DepositLimitService;
  depositLimitStore: DepositLimitStore;
  /** Play limits, time-outs, self-exclusions and the reality check; guards log-in, deposits and stakes. */
  responsibleGaming: ResponsibleGamingService;
  responsibleGamingStore: ResponsibleGamingStore;
  offers: OffersService;
  /** The game catalogue and favourites. */
  catalogue: CatalogueService;
  /** Every game, disabled ones too, as the back office lists and changes them. */
  catalogueAdminStore: CatalogueAdminStore;
  /** The sandbox payment provider (its hosted page and webhooks). */
  sandboxPsp: SandboxPsp;
  /** Payment providers by name, as webhooks address them. */
  paymentProviders: ReadonlyMap<string, PaymentProvider>;
  // The house studio and the wallet pipeline of every stake, win and rollback (decisions 0013, 0030).
  wallet: WalletService;
  freeSpins: FreeSpinsService;
  launch: LaunchService;
  studio: StudioService;
  houseCatalogue: HouseCatalogue;
  gameHistory: GameHistoryService;
  /** The one job runner (pg-boss): scheduled and queued work, once for all app servers. Started by main.ts. */
  jobs: JobRunner;
  /** Outbox events (wallet.bet, wallet.win, …) delivered to subscribers once each; later features subscribe here. */
  events: OutboxEvents;
  /** Work done after the answer has gone (password restore), so that timing tells nothing. */
  afterAnswer: AfterAnswer;
  /** Identity verification: applicants, access tokens, the provider's decisions. */
  verification: VerificationService;
  /** The sandbox verification provider (its hosted page, documents and webhooks). */
  kycSandbox: SandboxKyc;
  /** Verification providers by name, as webhooks address them. */
  verificationProviders: ReadonlyMap<string, VerificationProvider>;
  /** The player's notices; other modules add one with `notify(tx, userId, kind, params)`. */
  notifications: NotificationsService;
  /** Per-player keys and values (spec section 7). */
  storage: StorageService;
  /** Attribution: marketing parameters of registrations, tracking hits, analytics events. */
  tracking: TrackingService;
  /** The fraud check of registrations, deposits and withdrawals (decision 0046). */
  fraud: FraudService;
  /** Web push of the player's notices (PWA). */
  push: PushService;
  /** The built-in sandbox OpenID provider, when on. */
  sandboxOidc: SandboxOidc | null;
  /** openid-client configurations of the sign-in providers. */
  oidcClients: OidcClients;
  /** Social sign-in with OpenID Connect: the popup's flow, accounts and links. */
  socialSignIn: SocialSignInService;
  /** The Telegram mini-app entry. */
  miniAppSignIn: MiniAppSignIn;
  /** The content pages (Markdown, versioned) and the operator's robots rules. */
  contentPages: ContentPagesService;
  /** Change signals for browsers' live streams, across app servers through Redis when REDIS_URL is set. */
  live: LiveSignals;
  /** The feedback form of /support. */
  feedback: FeedbackService;
  /** The live chat, the player's side. */
  chat: ChatService;
  /** The live chat's tables, for the operators' desk in the back office. */
  chatStore: ChatStore;
  /** The feedback messages as the back office's inbox reads and marks them. */
  feedbackInboxStore: FeedbackInboxStore;
  /** The big wins of /winners: recorded from the wallet's wins, ruled and hidden by operators. */
  winners: WinnersService;
  /** The bonus engine: bonuses granted by offers, their wagering, conversion, removal and expiry. */
  bonuses: BonusService;
  bettingBonuses: BettingBonusService;
  /** Promo codes: checked and redeemed by players, granting their offer through the bonus engine. */
  promoCodes: PromoCodesService;
  /** Offers a player takes without a code (campaigns/takepromotions). */
  offerTakes: OfferTakesService;
  /** Must-drop jackpots, the players' side (decision 0061); fed by the `jackpots` outbox subscriber. */
  jackpots: JackpotsService;
  /** The jackpot tables' reads, shared by the players' side and the back office. */
  jackpotStore: JackpotStore;
  /** The loyalty programme: points earned by stakes (through the ledger), levels, characters, notices. */
  loyalty: LoyaltyService;
  /** The loyalty shop: products bought with points, each granting a free-spin pack. */
  loyaltyShop: ShopService;
  /** Tournaments, the players' side (decision 0063); scored by the `tournaments` outbox subscriber. */
  tournaments: TournamentsService;
  /** The tournament tables' reads, shared by the players' side and the back office. */
  tournamentStore: TournamentStore;
  /** Ends tournaments and pays their prizes once (the `tournaments-finish` job). */
  tournamentFinisher: TournamentFinisher;
  /** Cashback, the players' side: their cashbacks, claimed or declined (decision 0064). */
  cashbacks: CashbackService;
  /** Each period's cashbacks, computed once by the cashback job (or an operator, now). */
  cashbackComputation: CashbackComputation;
  cashbackRules: CashbackRules;
  cashbacksStore: CashbacksStore;
  /** The sportsbook, the players' side (decision 0065): what is on offer, placing singles, "My bets". */
  sportsbook: SportsbookService;
  /** The sportsbook's reads of events, markets and prices, shared with the back office. */
  sportsbookStore: SportsbookStore;
  /** Settles open bets of resulted markets exactly once (the `sportsbook-settle` job). */
  sportsbookSettler: BetSettler;
  /** The sandbox odds provider: started by main.ts when SPORTS_FEED_SANDBOX is on. */
  sportsbookFeed: SandboxFeed;
  /** Applies the odds feed's messages (the `sportsbook-feed` outbox subscriber; seeds call it directly). */
  sportsbookFeedConsumer: FeedConsumer;
  /** The operator's cash-out switch and margin (decision 0074), shared with the back office. */
  cashOutSettings: CashOutSettingsStore;
}

export function createServices(
  config: Config,
  database: DatabaseHandle,
  clock: Clock = systemClock,
): Services {
  const db = database.db;
  const jobs = new JobRunner(database);
  const events = new OutboxEvents({ db, clock, jobs });
  if (config.natsUrl) subscribeNatsPublisher(events, { url: config.natsUrl });
  const sessions = new SessionService(db, config.session, clock);
  const outbox = new OutboxMessaging(db);
  const accountStore = new AccountStore(db, registrationOffers);
  const unsubscribeLinks = new UnsubscribeLinks({ db, clock, publicUrl: config.publicUrl });
  const marketing = new MarketingMessaging(outbox, unsubscribeLinks);
  const passwords = new PasswordHasher(config.argon2);
  const loginThrottle = new LoginThrottle(db, clock);
  const trustedDevices = new TrustedDevices(db, clock, accountStore);
  const registrationCodes = new RegistrationCodes(db);
  const recoveryCodes = new RecoveryCodeService(db, clock);
  const secondFactorLockout = new SecondFactorLockout(db, clock);
  const notifications = new NotificationsService(db, clock);
  const twoFactor = new TwoFactorService({
    db,
    store: accountStore,
    clock,
    recoveryCodes,
    lockout: secondFactorLockout,
    notifications,
  });

  const settings = new SettingsService(db, {
    sandbox_providers: config.sandboxProviders,
    allowed_redirect_hosts: config.allowedRedirectHosts,
    sign_in_providers: signInProvidersOf(config, sandboxOidcIssuer(config)).map(({ name, label }) => ({
      name,
      label,
    })),
    telegram_mini_app: config.signIn.telegram !== null,
  });
  const catalogue = new CatalogueService(new CatalogueStore(db), settings, clock);
  const cashierStore = new CashierStore(db, accountStore);
  const sessionListStore = new SessionListStore(db);
  const bettingBonuses = new BettingBonusService({
    db,
    clock,
    store: new BettingBonusesStore(db),
    notifications,
  });
  const responsibleGamingStore = new ResponsibleGamingStore(sportsPlaySince);
  const responsibleGaming = new ResponsibleGamingService({
    db,
    store: responsibleGamingStore,
    sessions,
    clock,
    notifications,
  });
  const sandboxPsp = new SandboxPsp({
    ...config.paymentsSandbox,
    clock,
    lookup: async (reference) => {
      const payment = await cashierStore.findByReference(SANDBOX_PROVIDER, reference);
      return payment
        ? {
            transactionId: payment.id,
            method: payment.method,
            methodName: await depositMethodName(settings, payment.method, payment.locale),
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            locale: payment.locale,
            status: payment.status,
          }
        : null;
    },
  });
  const depositLimitStore = new DepositLimitStore();
  const depositLimits = new DepositLimitService({
    db,
    store: depositLimitStore,
    payments: cashierStore,
    clock,
  });
  const offers = new OffersService(new OffersStore(db), cashierStore);
  const live: LiveSignals = config.redisUrl ? new RedisLiveSignals(config.redisUrl) : new MemoryLiveSignals();
  const winners = new WinnersService({
    db,
    store: new BigWinsStore(db, {
      accounts: accountStore,
      shownGames: (sysnames, locale, executor) => catalogue.shownGames(sysnames, locale, executor),
    }),
    settings,
    live,
    clock,
  });
  subscribeBigWins(events, winners);
  const loyaltyStore = new LoyaltyStore(db, (sysnames, locale, executor) =>
    catalogue.shownGames(sysnames, locale, executor),
  );
  const loyalty = new LoyaltyService({
    db,
    store: loyaltyStore,
    accounts: accountStore,
    clock,
    notifications,
  });
  subscribeLoyaltyPoints(events, loyalty);
  subscribeSportsPoints(events, loyalty);
  const emailOf = async (userId: number) => (await accountStore.emailsOf([userId])).get(userId) ?? null;
  const chatStore = new ChatStore(db, { operators: new OperatorStore(db), accounts: accountStore });
  // A Map, so that a name from a URL (`__proto__`, say) can only find a real provider.
  const paymentProviders = new Map<string, PaymentProvider>(
    config.paymentsSandbox.enabled ? [[SANDBOX_PROVIDER, sandboxPsp]] : [],
  );
  const contacts = new ContactConfirmationService({
    db,
    store: accountStore,
    messaging: outbox,
    clock,
    publicUrl: config.publicUrl,
  });
  const auth = new AuthService({
    db,
    store: accountStore,
    passwords,
    sessions,
    throttle: loginThrottle,
    devices: trustedDevices,
    registrationCodes,
    twoFactor,
    messaging: outbox,
    clock,
    publicUrl: config.publicUrl,
    responsibleGaming,
  });
  const services = {
    config,
    database,
    db,
    clock,
    jobs,
    events,
    sessions,
    settings,
    contentConfig: new ContentConfigService(settings),
    outbox,
    accountStore,
    accounts: new AccountService(db, accountStore),
    popups: new PopupsService(db),
    contacts,
    unsubscribeLinks,
    marketing,
    subscriptions: new SubscriptionService({ store: accountStore, marketing, links: unsubscribeLinks }),
    passwords,
    loginThrottle,
    secondFactorLockout,
    trustedDevices,
    registrationCodes,
    twoFactor,
    recoveryCodes,
    sessionList: new SessionListService(sessionListStore, clock, () => sessions.idleTimeoutMs),
    sessionListStore,
    auth,
    ...createSocialSignInServices(config, db, clock, {
      auth,
      accountStore,
      passwords,
      settings,
      contacts,
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
      responsibleGaming,
      notifications,
    }),
    cashierStore,
    depositLimits,
    depositLimitStore,
    responsibleGaming,
    responsibleGamingStore,
    offers,
    withdrawals: new WithdrawalService({
      db,
      store: cashierStore,
      accountStore,
      settings,
      providers: paymentProviders,
      clock,
      notifications,
    }),
    catalogue,
    catalogueAdminStore: new CatalogueAdminStore(db),
    sandboxPsp,
    paymentProviders,
    afterAnswer: new AfterAnswer(),
    notifications,
    storage: new StorageService(db, clock),
    contentPages: new ContentPagesService(db, clock, settings, new OperatorStore(db)),
    live,
    feedback: new FeedbackService({
      store: new FeedbackStore(db),
      messaging: outbox,
      clock,
      mailbox: config.supportMailbox,
      emailOf,
    }),
    chat: new ChatService({
      store: chatStore,
      live,
      clock,
      messaging: outbox,
      mailbox: config.supportMailbox,
      emailOf,
    }),
    chatStore,
    feedbackInboxStore: new FeedbackInboxStore(db, new OperatorStore(db)),
    winners,
    ...createJackpotServices(db, clock, events, live, notifications, catalogue),
    loyalty,
    ...createTournamentServices({
      db,
      clock,
      events,
      live,
      notifications,
      catalogue,
      accounts: accountStore,
    }),
    ...createSportsbookServices({
      db,
      clock,
      events,
      live,
      jobs,
      notifications,
      stakeGuard: responsibleGaming,
      freeBets: bettingBonuses,
      settings,
      feedSecret: config.sportsFeed.secret,
    }),
    ...createStudioServices(config, db, clock, settings, sessions, catalogue, responsibleGaming, jobs),
    ...createVerificationServices(config, db, clock, notifications, accountStore),
    ...createTrackingServices(config, db, clock, events),
  };
  const bonuses = new BonusService({
    db,
    clock,
    store: new BonusesStore(db),
    offers,
    freeSpins: services.freeSpins,
    bettingBonuses,
    notifications,
  });
  subscribeBonusEngine(events, bonuses);
  const promoCodes = new PromoCodesService({
    db,
    clock,
    store: new PromoCodesStore(services.accountStore),
    bonuses,
    deposits: services.cashierStore,
    throttle: new LoginThrottle(db, clock, 'promo:'),
  });
  const offerTakes = new OfferTakesService({
    db,
    clock,
    store: new OfferTakesStore(services.accountStore),
    bonuses,
    deposits: services.cashierStore,
  });
  subscribeRegistrationOffers(events, offerTakes);
  return {
    ...services,
    bonuses,
    bettingBonuses,
    promoCodes,
    offerTakes,
    ...createCashbackServices(db, clock, services.settings, notifications),
  };
}

function createCashbackServices(
  db: Database,
  clock: Clock,
  settings: SettingsService,
  notifications: NotificationsService,
) {
  const cashbacksStore = new CashbacksStore(db, new AccountStore(db));
  const cashbackRules = new CashbackRules(settings);
  const deps = { db, clock, store: cashbacksStore, rules: cashbackRules, notifications };
  return {
    cashbacksStore,
    cashbackRules,
    cashbacks: new CashbackService(deps),
    cashbackComputation: new CashbackComputation(deps),
  };
}

function createTrackingServices(config: Config, db: Database, clock: Clock, events: OutboxEvents) {
  const tracking = new TrackingService(new TrackingStore(db), clock);
  const provider: FraudProvider | null = config.fraudSandbox.enabled
    ? new SandboxFraud({ history: new ProviderHistoryStore(db, FRAUD_SANDBOX_PROVIDER), clock })
    : null;
  const push = new PushService({
    store: new PushStore(db),
    vapid: new VapidKeyStore(db, config.webPush.keys),
    clock,
    subject: config.webPush.subject,
    onError: (error) => console.warn('web push: a push service refused a notice', error),
  });
  subscribeWebPush(events, push);
  return {
    tracking,
    push,
    fraud: new FraudService({
      store: new FraudStore(db),
      provider,
      tracking,
      clock,
      onError: (error) => console.warn('fraud check: the provider failed', error),
    }),
  };
}

function createJackpotServices(
  db: Database,
  clock: Clock,
  events: OutboxEvents,
  live: LiveSignals,
  notifications: NotificationsService,
  catalogue: CatalogueService,
) {
  const jackpotStore = new JackpotStore(db, new AccountStore(db));
  subscribeJackpots(events, new JackpotEngine({ clock, notifications }), live);
  return {
    jackpotStore,
    jackpots: new JackpotsService({
      db,
      store: jackpotStore,
      gameNames: (sysnames, locale) => catalogue.shownNames(sysnames, locale),
    }),
  };
}

function sandboxOidcIssuer(config: Config): string {
  return `${config.publicUrl}${SANDBOX_OIDC_PATH}`;
}

function createSocialSignInServices(
  config: Config,
  db: Database,
  clock: Clock,
  deps: {
    auth: AuthService;
    accountStore: AccountStore;
    passwords: PasswordHasher;
    settings: SettingsService;
    contacts: ContactConfirmationService;
  },
) {
  const providers = signInProvidersOf(config, sandboxOidcIssuer(config));
  const sandbox = providers.find((p) => p.sandbox);
  const sandboxOidc = sandbox
    ? new SandboxOidc(db, clock, {
        publicUrl: config.publicUrl,
        clientId: sandbox.clientId,
        clientSecret: sandbox.clientSecret,
        redirectUri: `${config.publicUrl}${OAUTH_CALLBACK_PATH}`,
        secret: config.signIn.sandbox.secret,
        keyRotationMs: config.signIn.sandbox.keyRotationMs,
      })
    : null;
  const oidcClients = new OidcClients(providers, clock);
  const socialSignIn = new SocialSignInService({
    db,
    clock,
    clients: oidcClients,
    identities: new SocialIdentities(db),
    store: deps.accountStore,
    auth: deps.auth,
    passwords: deps.passwords,
    settings: deps.settings,
    contacts: deps.contacts,
    publicUrl: config.publicUrl,
  });
  const miniAppSignIn = new MiniAppSignIn({
    telegram: config.signIn.telegram,
    socialSignIn,
    auth: deps.auth,
    clock,
  });
  return { sandboxOidc, oidcClients, socialSignIn, miniAppSignIn };
}

function createVerificationServices(
  config: Config,
  db: Database,
  clock: Clock,
  notifications: NotificationsService,
  accounts: AccountStore,
) {
  const kycSandbox = new SandboxKyc({
    ...config.verificationSandbox,
    clock,
    store: new SandboxKycStore(db),
    files: new DocumentFiles(path.join(config.dataDir, 'kyc-sandbox')),
  });
  const verificationProviders = new Map<string, VerificationProvider>(
    config.verificationSandbox.enabled ? [[KYC_SANDBOX_PROVIDER, kycSandbox]] : [],
  );
  return {
    kycSandbox,
    verificationProviders,
    verification: new VerificationService({
      db,
      store: new VerificationStore(db),
      provider: verificationProviders.get(KYC_SANDBOX_PROVIDER) ?? null,
      clock,
      notifications,
      accounts,
    }),
  };
}

function createStudioServices(
  config: Config,
  db: Database,
  clock: Clock,
  settings: SettingsService,
  siteSessions: SessionService,
  gameCatalogue: CatalogueService,
  stakeGuard: StakeGuard,
  jobs: JobRunner,
) {
  const wallet = new WalletService(db, clock, { stakeGuard, stakeOrder: config.walletStakeOrder });
  const freeSpins = new FreeSpinsService(db, clock);
  const catalogue = staticHouseCatalogue;
  const zeroBalanceAccess = async (sysname: string, locale: LocaleCode) =>
    (await gameCatalogue.itemConfig(sysname, locale))?.canAccessSlotWithZeroBalance ?? false;
  return {
    wallet,
    freeSpins,
    launch: new LaunchService(db, clock, catalogue, settings, zeroBalanceAccess),
    studio: new StudioService({ db, clock, wallet, catalogue, freeSpins, siteSessions }),
    houseCatalogue: catalogue,
    loyaltyShop: new ShopService({
      db,
      store: new LoyaltyStore(db, (sysnames, locale, executor) =>
        gameCatalogue.shownGames(sysnames, locale, executor),
      ),
      clock,
      freeSpins,
      houseCatalogue: catalogue,
    }),
    gameHistory: new GameHistoryService(
      db,
      clock,
      catalogue,
      settings,
      () => jobs.trigger(GAME_HISTORY_EXPORTS, {}),
      (sysnames, locale, executor) => gameCatalogue.shownNames(sysnames, locale, executor),
    ),
  };
}

/** A deposit method's name in a locale, as the cashier shows it; its sysname when unknown. */
async function depositMethodName(
  settings: SettingsService,
  sysname: string,
  locale: string,
): Promise<string> {
  const config = (await settings.read<DepositConfig>(DEPOSIT_CONFIG_KEY)) ?? DEFAULT_DEPOSIT_CONFIG;
  const method = config.methods.find((m) => m.sysname === sysname);
  return method ? method.name[locale === 'fr' ? 'fr' : 'en'] : sysname;
}
