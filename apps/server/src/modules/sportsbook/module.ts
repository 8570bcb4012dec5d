import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import type { BettingBonusService } from '../betting-bonuses/betting-bonus-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StakeGuard } from '../wallet/wallet-service.js';
import { SportsbookAdmin } from './admin/sportsbook-admin.js';
import { BetPlacement, MultiplePlacement } from './betting/bet-placement.js';
import { CashOut } from './betting/cash-out.js';
import { CashOutSettingsStore } from './betting/cash-out-settings.js';
import { FeedConsumer } from './feed/feed-consumer.js';
import { FeedPublisher } from './feed/feed-publisher.js';
import { subscribeSportsbook } from './feed/sportsbook-subscribers.js';
import { sportsbookStreamRoute } from './feed/stream-route.js';
import { sportsbookApi } from './routes.js';
import { BetSettler } from './settlement/bet-settlement.js';
import { scheduleSettlement } from './settlement/settle-job.js';
import { sportsbookBackoffice } from './sportsbook-backoffice.js';
import { SportsbookService } from './sportsbook-service.js';
import { SportsbookStore } from './sportsbook-store.js';

/** The sportsbook (decision 0065): the feed, betting, settlement once by a job, cash-out. */
export function createSportsbookModule(
  core: AppCore,
  deps: {
    notifications: NotificationsService;
    stakeGuard: StakeGuard;
    freeBets: BettingBonusService;
    settings: SettingsService;
    accountStore: AccountStore;
  },
) {
  const { db, clock, live, jobs } = core;
  const { stakeGuard, freeBets } = deps;
  const feedSecret = core.config.sportsFeed.secret;
  /** The sportsbook's reads of events, markets and prices, shared with the back office. */
  const sportsbookStore = new SportsbookStore(db);
  /** The operator's cash-out switch and margin (decision 0074), shared with the back office. */
  const cashOutSettings = new CashOutSettingsStore(deps.settings);
  /** Applies the odds feed's messages (the `sportsbook-feed` outbox subscriber; seeds call it directly). */
  const consumer = new FeedConsumer({
    secret: feedSecret,
    clock,
    log: (error) => console.warn('sportsbook feed:', error instanceof Error ? error.message : error),
  });
  subscribeSportsbook(core.events, { consumer, live, jobs });
  /** Settles open bets of resulted markets exactly once (the `sportsbook-settle` job). */
  const sportsbookSettler = new BetSettler({ db, clock, notifications: deps.notifications, freeBets });
  /** The traders' reads and changes of events and markets, for the back office. */
  const sportsbookAdmin = new SportsbookAdmin({ db, accounts: deps.accountStore });
  return defineModule({
    services: {
      sportsbookStore,
      sportsbook: new SportsbookService({
        db,
        clock,
        store: sportsbookStore,
        placement: new BetPlacement({ db, clock, stakeGuard, freeBets }),
        multiples: new MultiplePlacement({ db, clock, stakeGuard, freeBets }),
        cashOut: new CashOut({ db, clock, settings: cashOutSettings }),
      }),
      cashOutSettings,
      sportsbookSettler,
      /** Where an odds provider delivers its signed messages (the port's sink): the outbox. */
      sportsbookFeedSink: new FeedPublisher(db),
      sportsbookFeedConsumer: consumer,
      sportsbookAdmin,
    },
    api: [sportsbookApi],
    plugins: [(app, { rateLimits }) => app.register(sportsbookStreamRoute, { live, rateLimits })],
    jobs: (runner) => scheduleSettlement(runner, sportsbookSettler),
    pendingExpiry: { sports_bet: sportsbookSettler.holdExpired },
    backoffice: sportsbookBackoffice({ db, clock, sportsbookAdmin, sportsbookSettler, cashOutSettings }),
  });
}
