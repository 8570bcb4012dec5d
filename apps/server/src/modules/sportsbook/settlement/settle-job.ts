import { defineJob, type JobRunner } from '../../../jobs/job-runner.js';
import type { BetSettler } from './bet-settlement.js';

export const SPORTSBOOK_SETTLE = defineJob({
  name: 'sportsbook-settle',
  // One run at a time over every app server; each bet's row lock would keep two apart anyway.
  policy: 'stately',
  expireInSeconds: 5 * 60,
  retryLimit: 3,
});

const EVERY_MINUTE = '* * * * *';

/**
 * Settles the bets of resulted markets: sent when a result arrives, and every minute as well so a
 * run lost with its server (or a result recorded while the runner was down) is caught up.
 */
export function scheduleSettlement(jobs: JobRunner, settler: BetSettler): void {
  jobs.schedule(SPORTSBOOK_SETTLE, EVERY_MINUTE, () => settler.settleDue());
}
