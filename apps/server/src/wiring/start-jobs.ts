import { scheduleHousekeeping } from '../jobs/housekeeping.js';
import type { JobLog, JobRunner } from '../jobs/job-runner.js';
import type { OutboxEvents } from '../outbox/outbox-events.js';
import type { ModuleParts } from './merge-services.js';

/** What the jobs of an app are made of: its runner, its outbox and the modules that schedule on them. */
export interface AppJobs {
  jobs: JobRunner;
  events: OutboxEvents;
  modules: readonly ModuleParts[];
}

/**
 * Registers the modules' jobs and starts the runner and the outbox's delivery (the server at start;
 * tests that ask for it). Answers how to stop them, before the database closes.
 */
export async function startJobs(app: AppJobs, log: JobLog): Promise<() => Promise<void>> {
  for (const module of app.modules) module.jobs?.(app.jobs);
  const steps = app.modules.flatMap((module) => module.housekeeping ?? []);
  scheduleHousekeeping(app.jobs, steps, (error, step) => log(error, `housekeeping: ${step}`));
  await app.jobs.start(log);
  app.events.start(log);
  return async () => {
    await app.jobs.stop();
    await app.events.stop();
  };
}
