import { scheduleSettlement } from '../modules/sportsbook/settle-job.js';
import { scheduleTournamentFinishing } from '../modules/tournaments/finish-job.js';
import type { Services } from '../services.js';
import { scheduleCashbackPeriods } from './cashback-periods.js';
import { scheduleGameHistoryExports } from './game-history-exports.js';
import { scheduleHousekeeping } from './housekeeping.js';
import type { JobLog } from './job-runner.js';

/**
 * Registers the app's jobs and starts the runner and the outbox's delivery (the server at start;
 * tests that ask for it). Answers how to stop them, before the database closes.
 */
export async function startJobs(services: Services, log: JobLog): Promise<() => Promise<void>> {
  scheduleHousekeeping(services.jobs, services, (error) => log(error, 'housekeeping'));
  scheduleGameHistoryExports(services.jobs, services.gameHistory);
  scheduleTournamentFinishing(services.jobs, services.tournamentFinisher);
  scheduleCashbackPeriods(services.jobs, services.cashbackComputation);
  scheduleSettlement(services.jobs, services.sportsbookSettler);
  await services.jobs.start(log);
  services.events.start(log);
  return async () => {
    await services.jobs.stop();
    await services.events.stop();
  };
}
