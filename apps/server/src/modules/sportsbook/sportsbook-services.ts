import type { Database } from '@jeton/db';
import type { Clock } from '../../clock.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { LiveSignals } from '../../live/live-signals.js';
import type { EventSubscriptions } from '../../outbox/subscribers.js';
import type { BettingBonusService } from '../betting-bonuses/betting-bonus-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StakeGuard } from '../wallet/wallet-service.js';
import { BetPlacement, MultiplePlacement } from './bet-placement.js';
import { BetSettler } from './bet-settlement.js';
import { CashOut } from './cash-out.js';
import { CashOutSettingsStore } from './cash-out-settings.js';
import { FeedConsumer } from './feed-consumer.js';
import { FeedPublisher } from './feed-publisher.js';
import { SandboxFeed } from './sandbox-feed.js';
import { SportsbookService } from './sportsbook-service.js';
import { SportsbookStore } from './sportsbook-store.js';
import { subscribeSportsbook } from './sportsbook-subscribers.js';

/** The sportsbook's services, and its outbox subscribers registered (decision 0065). */
export function createSportsbookServices(deps: {
  db: Database;
  clock: Clock;
  events: EventSubscriptions;
  live: LiveSignals;
  jobs: JobRunner;
  notifications: NotificationsService;
  stakeGuard: StakeGuard;
  freeBets: BettingBonusService;
  settings: SettingsService;
  feedSecret: string;
}) {
  const { db, clock, events, live, jobs, notifications, stakeGuard, freeBets, feedSecret } = deps;
  const sportsbookStore = new SportsbookStore(db);
  const cashOutSettings = new CashOutSettingsStore(deps.settings);
  const consumer = new FeedConsumer({
    secret: feedSecret,
    clock,
    log: (error) => console.warn('sportsbook feed:', error instanceof Error ? error.message : error),
  });
  subscribeSportsbook(events, { consumer, live, jobs });
  return {
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
    sportsbookSettler: new BetSettler({ db, clock, notifications, freeBets }),
    sportsbookFeed: new SandboxFeed({ db, clock, publisher: new FeedPublisher(db), secret: feedSecret }),
    sportsbookFeedConsumer: consumer,
  };
}
