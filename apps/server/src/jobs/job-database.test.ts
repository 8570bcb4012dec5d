import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { JOB_SCHEMA, jobDatabase, stoppableJobDatabase } from './job-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the job database once the runner is cut off', () => {
  it("answers pg-boss's commands on a job fetched just before with a count of none, and fetches nothing", async () => {
    const queries: string[] = [];
    const real = jobDatabase(database);
    const { db, cutOff } = stoppableJobDatabase({
      executeSql: (text, values) => {
        queries.push(text);
        return real.executeSql(text, values);
      },
    });
    // Not started: pg-boss's commands go straight to the adapter, as a worker's last ones do.
    const boss = new PgBoss({ db, schema: JOB_SCHEMA });
    cutOff();
    await expect(boss.fail('any-queue', randomUUID(), new Error('stopped'))).resolves.toMatchObject({
      affected: 0,
    });
    await expect(boss.complete('any-queue', randomUUID())).resolves.toMatchObject({ affected: 0 });
    await expect(boss.fetch('any-queue')).resolves.toEqual([]);
    expect(queries).toEqual([]);
  });

  it('passes every query through before the cut-off', async () => {
    const { db } = stoppableJobDatabase(jobDatabase(database));
    const boss = new PgBoss({ db, schema: JOB_SCHEMA });
    await expect(boss.complete('any-queue', randomUUID())).resolves.toMatchObject({ affected: 0 });
  });
});
