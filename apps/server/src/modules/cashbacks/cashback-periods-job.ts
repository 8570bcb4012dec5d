import { defineJob, type JobRunner } from '../../jobs/job-runner.js';
import type { CashbackComputation } from './cashback-computation.js';

/**
 * Computes the last closed cashback period (decision 0064). Every hour, so a period is computed in
 * its first hour and a server down at the turn of the week catches up at the next run; a period
 * already computed is found taken and left alone, so the hourly runs, a retry after a crash and a
 * second app server all compute it once.
 */
export const CASHBACK_PERIODS = defineJob({
  name: 'cashback-periods',
  policy: 'stately',
  expireInSeconds: 10 * 60,
  retryLimit: 3,
});

const EVERY_HOUR = '7 * * * *';

export function scheduleCashbackPeriods(
  jobs: JobRunner,
  computation: Pick<CashbackComputation, 'computeLastClosedPeriod'>,
): void {
  jobs.schedule(CASHBACK_PERIODS, EVERY_HOUR, () => computation.computeLastClosedPeriod());
}
