import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { defineJob, type JobLog, JobRunner } from './job-runner.js';

let database: TestDatabase;
/** A promise and its resolve (Promise.withResolvers is Node 22). */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const log: JobLog = (error, job) => console.error(`${job} failed`, error);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const GREETING = defineJob<{ name: string }>({
  name: 'test-greeting',
  policy: 'stately',
  expireInSeconds: 60,
  retryLimit: 0,
});
const FLAKY = defineJob({ name: 'test-flaky', policy: 'stately', expireInSeconds: 60, retryLimit: 1 });
const NIGHTLY = defineJob({ name: 'test-nightly', policy: 'stately', expireInSeconds: 60, retryLimit: 0 });
const HOURLY = defineJob({ name: 'test-hourly', policy: 'stately', expireInSeconds: 60, retryLimit: 0 });

async function schedules(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT name FROM pgboss.schedule ORDER BY name`,
  );
  return rows.map((row) => row.name);
}

describe('the job runner', () => {
  it('drops a send made before it starts', async () => {
    const jobs = new JobRunner(database);
    jobs.work(GREETING, async () => {});
    expect(await jobs.send(GREETING, { name: 'early' })).toBe(false);
  });

  it('runs a sent job on a worker with its data, and retries one that failed', async () => {
    const jobs = new JobRunner(database, { pollingIntervalSeconds: 0.5 });
    const greeted = deferred<string>();
    jobs.work(GREETING, async ({ name }) => greeted.resolve(name));
    let tries = 0;
    const recovered = deferred<number>();
    jobs.work(FLAKY, async () => {
      tries += 1;
      if (tries === 1) throw new Error('first try fails');
      recovered.resolve(tries);
    });
    await jobs.start(() => {});
    try {
      expect(await jobs.send(GREETING, { name: 'Ada' })).toBe(true);
      expect(await greeted.promise).toBe('Ada');
      await jobs.send(FLAKY, {});
      expect(await recovered.promise).toBe(2);
    } finally {
      await jobs.stop();
    }
  });

  it('queues a stately job once while one waits', async () => {
    const jobs = new JobRunner(database);
    jobs.work(GREETING, async () => {});
    await jobs.start(log);
    try {
      expect(await jobs.send(GREETING, { name: 'first' }, { startAfterSeconds: 3600 })).toBe(true);
      expect(await jobs.send(GREETING, { name: 'second' }, { startAfterSeconds: 3600 })).toBe(false);
    } finally {
      await jobs.stop();
    }
  });

  it('keeps the schedules of the jobs it runs and drops those no job claims any more', async () => {
    const before = new JobRunner(database);
    before.schedule(NIGHTLY, '0 3 * * *', async () => {});
    await before.start(log);
    await before.stop();
    expect(await schedules()).toEqual(['test-nightly']);

    const after = new JobRunner(database);
    after.schedule(HOURLY, '0 * * * *', async () => {});
    await after.start(log);
    await after.stop();
    expect(await schedules()).toEqual(['test-hourly']);
  });

  it('refuses a job registered twice or after the start', async () => {
    const jobs = new JobRunner(database);
    jobs.work(NIGHTLY, async () => {});
    expect(() => jobs.work(NIGHTLY, async () => {})).toThrow('registered twice');
    await jobs.start(log);
    try {
      expect(() => jobs.work(HOURLY, async () => {})).toThrow('before the runner starts');
    } finally {
      await jobs.stop();
    }
  });
});
