import { createDatabase } from '@jeton/db';
import { systemClock } from '../../clock.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { OutboxEvents } from '../outbox-events.js';
import { recordEffect } from './effects.js';

// An app server's job runner and outbox relay alone, for the crash test (relay-crash.test.ts):
// `node --import tsx relay-process.ts`, with DATABASE_URL. Subscribers `counter-a` and `counter-b`
// record each event; with PAUSE_AT_EVENT set, `counter-a` stops inside its batch at that event,
// after its work on it, and prints `paused`: the test then kills the process.

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pauseAt = process.env.PAUSE_AT_EVENT ? Number(process.env.PAUSE_AT_EVENT) : null;

const database = createDatabase({ url, poolSize: 4 });
const jobs = new JobRunner(database, { pollingIntervalSeconds: 0.5 });
const events = new OutboxEvents({ db: database.db, clock: systemClock, jobs, batchSize: 10 });
const recordA = recordEffect('counter-a');
events.subscribe('counter-a', ['test.counted'], async (tx, event) => {
  await recordA(tx, event);
  if (event.id === pauseAt) {
    process.stdout.write('paused\n');
    await new Promise(() => {});
  }
});
events.subscribe('counter-b', ['test.counted'], recordEffect('counter-b'));

const log = (error: unknown, job: string) => console.error(`${job} failed`, error);
await jobs.start(log);
events.start(log);
events.kick();
process.stdout.write('started\n');

process.once('SIGTERM', async () => {
  await jobs.stop({ timeoutMs: 1_000 });
  await events.stop();
  await database.close();
  process.exit(0);
});
