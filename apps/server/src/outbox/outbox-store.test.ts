import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { deletePassedEvents, ensureCursor, eventsAfter, moveCursor } from './outbox-store.js';

// The outbox's order is (transaction id, event id) as numbers. Transaction ids are written here by
// hand, on both sides of a power of ten, where an order taken as text ('1000' before '999') went
// wrong: a relay skipped every event of the shorter ids, for good.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`TRUNCATE outbox_events, outbox_cursors`);
});

/** Events written by the given transactions, in this order; answers their ids. */
async function eventsOf(txIds: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const txId of txIds) {
    const result = (await database.db.execute(
      sql`INSERT INTO outbox_events (topic, key, payload, tx_id, created_at)
          VALUES ('test.counted', 'k', '{}', ${txId}::xid8, '2026-01-01T00:00:00Z') RETURNING id`,
    )) as unknown as { rows: { id: string | number }[] };
    ids.push(Number(result.rows[0]!.id));
  }
  return ids;
}

describe('outbox order across a power of ten', () => {
  it('reads the events after a place by transaction id as a number', async () => {
    const ids = await eventsOf(['998', '999', '1000', '1001']);
    const read = await eventsAfter(database.db, { txId: '0', eventId: 0 }, '5000', ['test.counted'], 3);
    expect(read.map((event) => [event.txId, event.id])).toEqual([
      ['998', ids[0]],
      ['999', ids[1]],
      ['1000', ids[2]],
    ]);
    const next = await eventsAfter(
      database.db,
      { txId: '999', eventId: ids[1]! },
      '5000',
      ['test.counted'],
      3,
    );
    expect(next.map((event) => event.id)).toEqual(ids.slice(2));
  });

  it('prunes only what the slowest cursor has passed, the slowest by number', async () => {
    const ids = await eventsOf(['998', '999', '1000', '1001']);
    await ensureCursor(database.db, 'slow', 'oldest');
    await ensureCursor(database.db, 'fast', 'oldest');
    await moveCursor(database.db, 'slow', { txId: '998', eventId: ids[0]! });
    await moveCursor(database.db, 'fast', { txId: '1001', eventId: ids[3]! });

    expect(await deletePassedEvents(database.db, ['slow', 'fast'], new Date('2027-01-01'), 100)).toBe(1);
    const left = (await database.db.execute(sql`SELECT id FROM outbox_events ORDER BY id`)) as unknown as {
      rows: { id: string | number }[];
    };
    expect(left.rows.map((row) => Number(row.id))).toEqual(ids.slice(1));
  });
});
