import { randomBytes } from 'node:crypto';
import { connect as connectTcp } from 'node:net';
import { queryRows } from '@jeton/db';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { JobRunner } from '../jobs/job-runner.js';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { NATS_SUBSCRIBER, subscribeNatsPublisher } from './nats-publisher.js';
import { OutboxEvents } from './outbox-events.js';
import {
  appendCommitted,
  createEffectsTable,
  effectsOf,
  recordEffect,
  untilRelayCanSeeAll,
} from './testing/effects.js';

const NATS_URL = process.env.JETON_TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
const natsAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(NATS_URL);
  const socket = connectTcp(Number(port || 4222), hostname);
  socket.setTimeout(2_000, () => socket.destroy(new Error('timeout')));
  socket.once('connect', () => {
    socket.end();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});

let database: TestDatabase;
const clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  await createEffectsTable(database.db);
});
afterAll(() => database.close());

async function cursorOf(subscriber: string) {
  const [row] = await queryRows<{ failures: number; last_error: string | null }>(
    database.db,
    sql`SELECT failures, last_error FROM outbox_cursors WHERE subscriber = ${subscriber}`,
  );
  return row;
}

describe('the NATS publisher', () => {
  it('while NATS is away, fails and waits alone: the other subscribers go on', async () => {
    await database.db.execute(sql`TRUNCATE outbox_events, outbox_cursors, test_effects`);
    const events = new OutboxEvents({ db: database.db, clock, jobs: new JobRunner(database) });
    // A port nothing listens on.
    subscribeNatsPublisher(events, { url: 'nats://127.0.0.1:1' });
    events.subscribe('steady', ['wallet.bet'], recordEffect('steady'));
    const id = await appendCommitted(database.db, 'wallet.bet');
    await untilRelayCanSeeAll(database.db);

    const run = await events.deliver();
    expect(run.retryAt).not.toBeNull();
    expect(await effectsOf(database.db, 'steady')).toEqual([id]);
    expect(await cursorOf(NATS_SUBSCRIBER)).toMatchObject({ failures: 1 });
    await events.stop();
  });

  describe.skipIf(!natsAnswers)(
    natsAnswers ? 'with NATS' : `with NATS (skipped: NATS does not answer at ${NATS_URL})`,
    () => {
      // A stream of its own, so that runs of this test never share messages.
      const suffix = randomBytes(4).toString('hex');
      const stream = `JETON_TEST_${suffix.toUpperCase()}`;
      const subjectPrefix = `jeton-test-${suffix}.events`;

      afterAll(async () => {
        const nc = await connect({ servers: NATS_URL });
        await (await jetstreamManager(nc)).streams.delete(stream).catch(() => false);
        await nc.close();
      });

      it('publishes each event to its topic subject once, the event id as message id', async () => {
        await database.db.execute(sql`TRUNCATE outbox_events, outbox_cursors, test_effects`);
        const events = new OutboxEvents({ db: database.db, clock, jobs: new JobRunner(database) });
        subscribeNatsPublisher(events, { url: NATS_URL, stream, subjectPrefix });
        const ids = [
          await appendCommitted(database.db, 'wallet.bet', 'user:7'),
          await appendCommitted(database.db, 'wallet.win', 'user:7'),
        ];
        await untilRelayCanSeeAll(database.db);
        expect((await events.deliver()).delivered).toBe(2);

        // Delivered again (as after a crash before the cursor moved): JetStream drops the repeats.
        await database.db.execute(
          sql`UPDATE outbox_cursors SET tx_id = '0', event_id = 0 WHERE subscriber = ${NATS_SUBSCRIBER}`,
        );
        expect((await events.deliver()).delivered).toBe(2);
        await events.stop();

        const nc = await connect({ servers: NATS_URL });
        try {
          const manager = await jetstreamManager(nc);
          expect((await manager.streams.info(stream)).state.messages).toBe(2);
          const messages = await Promise.all(
            [1, 2].map((seq) => manager.streams.getMessage(stream, { seq })),
          );
          expect(messages.map((message) => message?.subject)).toEqual([
            `${subjectPrefix}.wallet.bet`,
            `${subjectPrefix}.wallet.win`,
          ]);
          expect(messages.map((message) => message?.header.get('Nats-Msg-Id'))).toEqual(ids.map(String));
          expect(JSON.parse(new TextDecoder().decode(messages[0]!.data))).toMatchObject({
            id: ids[0],
            topic: 'wallet.bet',
            key: 'user:7',
            payload: { amount: '100' },
          });
        } finally {
          await nc.close();
        }
      });
    },
  );
});
