import { defineJob, type JobRunner } from './job-runner.js';

export const HOUSEKEEPING = defineJob({
  name: 'housekeeping',
  // A run that finds the last one still going is not started beside it.
  policy: 'stately',
  expireInSeconds: 5 * 60,
  retryLimit: 0,
});

const EVERY_TEN_MINUTES = '*/10 * * * *';

/** One step of the housekeeping run, named by its module: named in the log when it fails. */
export interface HousekeepingStep {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Deletes what has outlived its use and expires what is past its time: each module names its steps
 * (stored idempotent answers, stale log-in throttles, guests' demo sessions, abandoned deposits,
 * expired bonuses, pending transfers past their expiry, ...). A scheduled job: one run every ten
 * minutes for all app servers; the steps are idempotent, so a run retried after a crash is harmless.
 */
export function scheduleHousekeeping(
  jobs: JobRunner,
  steps: readonly HousekeepingStep[],
  log: (error: unknown, step: string) => void,
): void {
  const run = async () => {
    // Each step on its own: one that fails (logged) does not keep the others, the expiry of pending
    // transfers above all, from running.
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        log(error, step.name);
      }
    }
  };
  jobs.schedule(HOUSEKEEPING, EVERY_TEN_MINUTES, run);
}
