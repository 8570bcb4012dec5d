import { defineJob, type JobRunner } from '../../jobs/job-runner.js';
import type { TournamentFinisher } from './tournament-finisher.js';

export const TOURNAMENT_FINISH = defineJob({
  name: 'tournaments-finish',
  // One run at a time over every app server; the finisher's row lock would keep two apart anyway.
  policy: 'stately',
  expireInSeconds: 5 * 60,
  retryLimit: 0,
});

const EVERY_MINUTE = '* * * * *';

/** Ends tournaments and pays their prizes within a minute of their end (decision 0063). */
export function scheduleTournamentFinishing(jobs: JobRunner, finisher: TournamentFinisher): void {
  jobs.schedule(TOURNAMENT_FINISH, EVERY_MINUTE, () => finisher.finishDue());
}
