import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { JobRunner } from '../jobs/job-runner.js';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { OUTBOX_RETENTION_MS, OutboxEvents } from './outbox-events.js';
import { type BatchTrace, RETRY_FIRST_DELAY_MS } from './relay.js';
import { ALL_TOPICS } from './subscribers.js';
import {
  appendCommitted,
  createEffectsTable,
  effectsOf,
  recordEffect,
  untilRelayCanSeeAll,
} from './testing/effects.js';

let database: TestDatabase;
const clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  await createEffectsTable(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  // Each test starts with an empty outbox and new subscribers.
  await database.db.execute(sql`TRUNCATE outbox_events, outbox_cursors, test_effects`);
});

function outbox(options: { batchSize?: number; onBatch?: (batch: BatchTrace) => void } = {}): OutboxEvents {
  return new OutboxEvents({ db: database.db, clock, jobs: new JobRunner(database), ...options });
}

async function cursorOf(subscriber: string) {
  const [row] = await queryRows<{ failures: number; retry_at: Date | null; last_error: string | null }>(
    database.db,
    sql`SELECT failures, retry_at, last_error FROM outbox_cursors WHERE subscriber = ${subscriber}`,
  );
  return row;
}

describe('outbox delivery', () => {
  deliveryChecks();
  batchChecks();
});

/** Delivering, retrying and batching. */
function deliveryChecks() {
  it('hands each subscriber the events of its topics, in order, once', async () => {
    const events = outbox();
    events.subscribe('bets', ['wallet.bet'], recordEffect('bets'));
    events.subscribe('money', ['wallet.bet', 'wallet.win'], recordEffect('money'));
    events.subscribe('everything', [ALL_TOPICS], recordEffect('everything'));
    const ids: Record<string, number> = {};
    for (const [name, topic] of [
      ['bet1', 'wallet.bet'],
      ['win1', 'wallet.win'],
      ['rollback1', 'wallet.rollback'],
      ['bet2', 'wallet.bet'],
      ['win2', 'wallet.win'],
    ] as const) {
      ids[name] = await appendCommitted(database.db, topic);
    }
    await untilRelayCanSeeAll(database.db);

    expect(await events.deliver()).toMatchObject({ delivered: 2 + 4 + 5, more: false, retryAt: null });
    expect(await events.deliver()).toMatchObject({ delivered: 0 });

    expect(await effectsOf(database.db, 'bets')).toEqual([ids.bet1, ids.bet2]);
    expect(await effectsOf(database.db, 'money')).toEqual([ids.bet1, ids.win1, ids.bet2, ids.win2]);
    expect(await effectsOf(database.db, 'everything')).toEqual([
      ids.bet1,
      ids.win1,
      ids.rollback1,
      ids.bet2,
      ids.win2,
    ]);
  });

  it('retries a failing subscriber later, longer each time, while the others go on', async () => {
    const events = outbox();
    let broken = true;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await appendCommitted(database.db, 'wallet.bet'));
    const record = recordEffect('flaky');
    events.subscribe('flaky', ['wallet.bet'], async (tx, event) => {
      await record(tx, event);
      // Its work on the failing event must not stay.
      if (broken && event.id === ids[2]) throw new Error('loyalty service down');
    });
    events.subscribe('steady', ['wallet.bet'], recordEffect('steady'));
    await untilRelayCanSeeAll(database.db);

    const first = await events.deliver();
    expect(await effectsOf(database.db, 'steady')).toEqual(ids);
    expect(await effectsOf(database.db, 'flaky')).toEqual(ids.slice(0, 2));
    expect(first.retryAt).toEqual(new Date(clock.now().getTime() + RETRY_FIRST_DELAY_MS));
    expect(await cursorOf('flaky')).toMatchObject({ failures: 1, last_error: 'Error: loyalty service down' });

    // Not due yet: left alone.
    expect((await events.deliver()).delivered).toBe(0);
    expect(await cursorOf('flaky')).toMatchObject({ failures: 1 });

    clock.advance(RETRY_FIRST_DELAY_MS);
    const second = await events.deliver();
    expect(await cursorOf('flaky')).toMatchObject({ failures: 2 });
    expect(second.retryAt).toEqual(new Date(clock.now().getTime() + 2 * RETRY_FIRST_DELAY_MS));

    broken = false;
    clock.advance(2 * RETRY_FIRST_DELAY_MS);
    expect((await events.deliver()).delivered).toBe(3);
    expect(await effectsOf(database.db, 'flaky')).toEqual(ids);
    expect(await cursorOf('flaky')).toMatchObject({ failures: 0, retry_at: null, last_error: null });
  });

  it('works in bounded batches and says when more is waiting', async () => {
    const events = outbox({ batchSize: 2 });
    events.subscribe('counter', ['wallet.bet'], recordEffect('counter'));
    // 20 batches of 2 per run at most (RELAY_BATCHES_PER_RUN).
    const ids: number[] = [];
    for (let i = 0; i < 45; i++) ids.push(await appendCommitted(database.db, 'wallet.bet'));
    await untilRelayCanSeeAll(database.db);

    expect(await events.deliver()).toMatchObject({ delivered: 40, more: true });
    expect(await events.deliver()).toMatchObject({ delivered: 5, more: false });
    expect(await effectsOf(database.db, 'counter')).toEqual(ids);
  });
}

/** Traces, after-batch hooks, late subscribers and pruning. */
function batchChecks() {
  it('traces each batch: where the cursor stood, what it read, and where it went', async () => {
    const batches: BatchTrace[] = [];
    const events = outbox({ batchSize: 2, onBatch: (batch) => batches.push(batch) });
    events.subscribe('counter', ['wallet.bet'], recordEffect('counter'));
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await appendCommitted(database.db, 'wallet.bet'));
    await untilRelayCanSeeAll(database.db);

    await events.deliver();
    expect(batches.map(({ eventIds, handled }) => ({ eventIds, handled }))).toEqual([
      { eventIds: ids.slice(0, 2), handled: 2 },
      { eventIds: ids.slice(2), handled: 1 },
    ]);
    // A full batch stops at its last event; the one that caught up passes everything below the horizon.
    expect(batches[0]!.from).toEqual({ txId: '0', eventId: 0 });
    expect(batches[0]!.to?.eventId).toBe(ids[1]);
    expect(batches[1]!.from).toEqual(batches[0]!.to);
    expect(batches[1]!.to).toEqual({ txId: batches[1]!.horizon, eventId: 0 });
  });

  it('calls after-batch hooks once a batch that handled events has committed, and not for an empty one', async () => {
    const events = outbox();
    const seen: number[][] = [];
    events.subscribe('signals', ['wallet.win'], recordEffect('signals'), {
      // What a signal sent here would make a browser read: the committed effects.
      afterBatch: async () => {
        seen.push(await effectsOf(database.db, 'signals'));
      },
    });
    const id = await appendCommitted(database.db, 'wallet.win');
    await untilRelayCanSeeAll(database.db);
    await events.deliver();
    await events.deliver();
    expect(seen).toEqual([[id]]);
  });

  it("starts a subscriber that asks for 'now' after the events already written", async () => {
    await appendCommitted(database.db, 'wallet.bet');
    await untilRelayCanSeeAll(database.db);
    const events = outbox();
    events.subscribe('newcomer', ['wallet.bet'], recordEffect('newcomer'), { from: 'now' });
    await events.deliver();
    const later = await appendCommitted(database.db, 'wallet.bet');
    await untilRelayCanSeeAll(database.db);
    await events.deliver();
    expect(await effectsOf(database.db, 'newcomer')).toEqual([later]);
  });

  it('prunes events older than the retention that every subscriber has passed, and only those', async () => {
    const events = outbox();
    let broken = true;
    events.subscribe('steady', [ALL_TOPICS], recordEffect('steady'));
    events.subscribe('stuck', ['wallet.win'], async () => {
      if (broken) throw new Error('down');
    });
    const old = new Date(clock.now().getTime() - OUTBOX_RETENTION_MS - 60_000);
    const [bet, win, recent] = [
      await appendCommitted(database.db, 'wallet.bet'),
      await appendCommitted(database.db, 'wallet.win'),
      await appendCommitted(database.db, 'wallet.bet'),
    ];
    await database.db.execute(sql`UPDATE outbox_events SET created_at = ${old} WHERE id IN (${bet}, ${win})`);

    await untilRelayCanSeeAll(database.db);
    // Before any delivery no subscriber has passed anything.
    expect(await events.pruneDelivered()).toBe(0);
    await events.deliver();
    // `stuck` is held at the win: the bet before it may go, the win may not.
    expect(await events.pruneDelivered()).toBe(1);

    broken = false;
    clock.advance(RETRY_FIRST_DELAY_MS);
    await events.deliver();
    expect(await events.pruneDelivered()).toBe(1);
    const left = await queryRows<{ id: string | number }>(database.db, sql`SELECT id FROM outbox_events`);
    expect(left.map((row) => Number(row.id))).toEqual([recent]);
  });
}
