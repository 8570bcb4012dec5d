import type { Database, DatabaseHandle } from '@jeton/db';
import type { AfterAnswer } from '../api/after-answer.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { LiveSignals } from '../live/live-signals.js';
import type { OutboxEvents } from '../outbox/outbox-events.js';
import type { MessagingProvider } from '../ports/messaging-provider.js';
import type { SessionService } from '../sessions/session-service.js';

/** What every module may be handed: the app's shared mechanisms (DESIGN "Growing past the first capabilities"). */
export interface AppCore {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  /** The one job runner (pg-boss): scheduled and queued work, once for all app servers. */
  jobs: JobRunner;
  /** Outbox events (wallet.bet, wallet.win, …) delivered to subscribers once each. */
  events: OutboxEvents;
  /** Change signals for browsers' live streams, across app servers through Redis when REDIS_URL is set. */
  live: LiveSignals;
  sessions: SessionService;
  /** Where emails and text messages leave (the outbox of messages). */
  outbox: MessagingProvider;
  /** Work done after the answer has gone (password restore), so that timing tells nothing. */
  afterAnswer: AfterAnswer;
}
