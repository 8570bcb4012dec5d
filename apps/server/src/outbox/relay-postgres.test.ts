import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createDatabase, type DatabaseHandle, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { JobRunner } from '../jobs/job-runner.js';
import { createPostgresTestDatabase, postgresAdminUrl, postgresAnswers } from '../testing/database.js';
import { OutboxEvents } from './outbox-events.js';
import type { BatchTrace } from './relay.js';
import {
  appendCommitted,
  createEffectsTable,
  effectsOf,
  recordEffect,
  untilRelayCanSeeAll,
} from './testing/effects.js';

// Several relays and processes on one database: PostgreSQL only (PGlite is one connection).
const available = await postgresAnswers();
const title = available
  ? 'outbox relay on PostgreSQL'
  : `outbox relay on PostgreSQL (skipped: PostgreSQL does not answer at ${postgresAdminUrl()})`;

const RELAY_PROCESS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/relay-process.ts');

let database: DatabaseHandle & { url: string };
const opened: { close(): Promise<void> }[] = [];
/** Every batch of this test's relays, in the order they ended (printed when a check fails). */
let batches: (BatchTrace & { relay: number })[] = [];

beforeEach(async () => {
  if (!available) return;
  database = await createPostgresTestDatabase(5);
  await createEffectsTable(database.db);
  batches = [];
});
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
  await database?.close();
});

async function appendMany(count: number): Promise<number[]> {
  const ids = [];
  for (let i = 0; i < count; i++) ids.push(await appendCommitted(database.db, 'test.counted'));
  await untilRelayCanSeeAll(database.db);
  return ids;
}

/**
 * The subscriber acted on each event once, in order. On a mismatch the message says which events
 * are missing or doubled, where the cursor stands and what the outbox holds, so that a failure on a
 * loaded CI machine can be read without replaying it.
 */
async function expectEachHandledOnce(subscriber: string, ids: number[]): Promise<void> {
  const effects = await effectsOf(database.db, subscriber);
  if (effects.length === ids.length && effects.every((id, i) => id === ids[i])) return;
  const seen = new Map<number, number>();
  for (const id of effects) seen.set(id, (seen.get(id) ?? 0) + 1);
  const missing = ids.filter((id) => !seen.has(id));
  const doubled = [...seen].filter(([, times]) => times > 1).map(([id]) => id);
  const cursors = await queryRows(
    database.db,
    sql`SELECT subscriber, tx_id::text, event_id, failures, last_error FROM outbox_cursors`,
  );
  const outbox = await queryRows(
    database.db,
    sql`SELECT count(*)::int AS events, min(id) AS first, max(id) AS last, min(tx_id::text) AS first_tx FROM outbox_events`,
  );
  expect.fail(
    `${subscriber} acted on ${effects.length} events for ${ids.length}: missing ${JSON.stringify(missing)}, ` +
      `twice ${JSON.stringify(doubled)}, order ${JSON.stringify(effects.slice(0, 12))}…; ` +
      `cursors ${JSON.stringify(cursors)}; outbox ${JSON.stringify(outbox)}; ` +
      `${subscriber}'s batches ${JSON.stringify(batches.filter((batch) => batch.subscriber === subscriber))}`,
  );
}

/** Polls until the check holds (a deadline, not a timing assertion). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still not so after 30 s: ${what}`);
}

describe.skipIf(!available)(title, () => {
  it('a relay killed in the middle of a batch and started again handles each event once per subscriber', async () => {
    const ids = await appendMany(50);
    // Batches of 10: counter-a stops inside its second batch, its work on five events not committed.
    const first = startRelayProcess({ PAUSE_AT_EVENT: String(ids[14]) });
    await first.said('paused');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await effectsOf(database.db, 'counter-a')).toEqual(ids.slice(0, 10));

    const second = startRelayProcess({});
    await eventually(
      async () =>
        (await effectsOf(database.db, 'counter-a')).length >= 50 &&
        (await effectsOf(database.db, 'counter-b')).length >= 50,
      'both subscribers have every event',
    );
    second.child.kill('SIGTERM');
    await second.exited;

    expect(await effectsOf(database.db, 'counter-a')).toEqual(ids);
    expect(await effectsOf(database.db, 'counter-b')).toEqual(ids);
  });

  it('two relays running at once deliver each event once per subscriber', async () => {
    const ids = await appendMany(200);
    const relays = [openRelay(), openRelay()];
    // Both deliver at the same time, run after run, each until a run of its own finds nothing: a
    // relay that holds a subscriber and delivers runs again, so the last to stop saw none left.
    // Called directly, not through the job queue, whose polling a loaded machine slows (the queue's
    // part is outbox-events' own test).
    await Promise.all(
      relays.map(async (relay) => {
        for (let run = await relay.events.deliver(); run.delivered > 0 || run.more; ) {
          run = await relay.events.deliver();
        }
      }),
    );

    await expectEachHandledOnce('counter-a', ids);
    await expectEachHandledOnce('counter-b', ids);
  });

  it('a kick runs the relay through the job queue, on whichever server takes the job', async () => {
    const ids = await appendMany(30);
    const relays = [openRelay(), openRelay()];
    const log = (error: unknown, job: string) => console.error(`${job} failed`, error);
    for (const relay of relays) {
      await relay.jobs.start(log);
      relay.events.start(log);
    }
    relays[0]!.events.kick();
    await eventually(
      async () =>
        (await effectsOf(database.db, 'counter-a')).length >= 30 &&
        (await effectsOf(database.db, 'counter-b')).length >= 30,
      'both subscribers have every event',
    );
    for (const relay of relays) await relay.jobs.stop();
    await expectEachHandledOnce('counter-a', ids);
    await expectEachHandledOnce('counter-b', ids);
    // Beyond `eventually`'s 30 s, so that a slow machine fails with its message, not a bare timeout.
  }, 60_000);

  it('a subscriber busy in one relay is skipped by another, not handled twice', async () => {
    const [id] = await appendMany(1);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const record = recordEffect('counter');
    const slow = openRelay((events) =>
      events.subscribe('counter', ['test.counted'], async (tx, event) => {
        entered();
        await held;
        await record(tx, event);
      }),
    );
    const other = openRelay((events) => events.subscribe('counter', ['test.counted'], record));

    const slowRun = slow.events.deliver();
    await inside;
    expect(await other.events.deliver()).toMatchObject({ delivered: 0 });
    release();
    expect(await slowRun).toMatchObject({ delivered: 1 });
    expect(await other.events.deliver()).toMatchObject({ delivered: 0 });
    expect(await effectsOf(database.db, 'counter')).toEqual([id]);
  });
});

// Kept apart so that each block reads at once: the order of commits, against the order of ids.
describe.skipIf(!available)(`${title}: commit order`, () => {
  it('an event with a lower id whose transaction commits later is delivered, not skipped', async () => {
    const events = new OutboxEvents({ db: database.db, clock: systemClock, jobs: new JobRunner(database) });
    events.subscribe('counter', ['test.counted'], recordEffect('counter'));
    const early = await database.pool!.connect();
    const late = await database.pool!.connect();
    try {
      // `early` takes its transaction id first; `late` writes the lower event id, then stays open.
      await early.query('BEGIN');
      await early.query('SELECT pg_current_xact_id()');
      await late.query('BEGIN');
      await late.query('SELECT pg_current_xact_id()');
      const insert = `INSERT INTO outbox_events (topic, key, payload) VALUES ('test.counted', 'k', '{}') RETURNING id`;
      const lowId = Number((await late.query(insert)).rows[0].id);
      const highId = Number((await early.query(insert)).rows[0].id);
      await early.query('COMMIT');

      await untilRelayCanSeeAll(database.db);
      await events.deliver();
      expect(await effectsOf(database.db, 'counter')).toEqual([highId]);

      await late.query('COMMIT');
      await untilRelayCanSeeAll(database.db);
      await events.deliver();
      expect(await effectsOf(database.db, 'counter')).toEqual([highId, lowId]);
    } finally {
      early.release();
      late.release();
    }
  });
});

/** A second app server's relay: its own pool on the same database, its own job runner. */
function openRelay(subscribe?: (events: OutboxEvents) => void) {
  const handle = createDatabase({ url: database.url, poolSize: 4 });
  const jobs = new JobRunner(handle, { pollingIntervalSeconds: 0.5 });
  const relay = opened.length + 1;
  const events = new OutboxEvents({
    db: handle.db,
    clock: systemClock,
    jobs,
    batchSize: 10,
    onBatch: (batch) => batches.push({ ...batch, relay }),
  });
  if (subscribe) subscribe(events);
  else {
    // Each handler yields, so that the two relays' batches interleave.
    for (const name of ['counter-a', 'counter-b']) {
      const record = recordEffect(name);
      events.subscribe(name, ['test.counted'], async (tx, event) => {
        await new Promise((resolve) => setImmediate(resolve));
        await record(tx, event);
      });
    }
  }
  opened.push({
    close: async () => {
      await jobs.stop({ timeoutMs: 1_000 });
      await events.stop();
      await handle.close();
    },
  });
  return { jobs, events };
}

function startRelayProcess(environment: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', RELAY_PROCESS], {
    env: { ...process.env, ...environment, DATABASE_URL: database.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  const seen: string[] = [];
  const waiting = new Map<string, () => void>();
  lines.on('line', (line) => {
    seen.push(line);
    waiting.get(line)?.();
  });
  opened.push({
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  });
  return {
    child,
    exited,
    said: (line: string) =>
      seen.includes(line)
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            waiting.set(line, resolve);
            exited.then(() => reject(new Error(`the relay process ended before saying ${line}`)));
          }),
  };
}
