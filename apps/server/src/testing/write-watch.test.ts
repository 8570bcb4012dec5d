import { schema } from '@jeton/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.js';
import { WriteWatch } from './write-watch.js';

describe('WriteWatch', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('passes when nothing was written, and fails on a write made after the mark', async () => {
    const watch = new WriteWatch(database.db);
    await watch.mark();
    await database.db.select().from(schema.users);
    await watch.expectUnchanged();

    await database.db.insert(schema.siteSettings).values({ key: 'write-watch-test', value: { on: true } });
    await expect(watch.expectUnchanged()).rejects.toThrow();

    // A new mark takes the written state as the one to keep.
    await watch.mark();
    await watch.expectUnchanged();
  });
});
