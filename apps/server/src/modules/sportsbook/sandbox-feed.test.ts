import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { deliver } from '../jackpots/jackpot-testing.js';
import { DEFAULT_SANDBOX_OPTIONS } from './sandbox-feed.js';

// The sandbox provider keeps the demo alive: it fills the book, starts matches whose time has come,
// moves live prices, and finishes and results matches after their time in play.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const statusCounts = async () => {
  const rows = await queryRows<{ status: string; n: string }>(
    t.database.db,
    sql`SELECT status, count(*) AS n FROM sports_events WHERE feed_id LIKE 'sandbox:%' GROUP BY status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
};

describe('the sandbox odds feed', () => {
  it('keeps matches live and coming, and finishes and results them in time', async () => {
    const feed = t.services.sportsbookFeed;
    await feed.tick();
    await deliver(t);
    const first = await statusCounts();
    expect(first.scheduled).toBeGreaterThanOrEqual(DEFAULT_SANDBOX_OPTIONS.upcomingCount);
    // The matches that start now go live on the next tick.
    await feed.tick();
    await deliver(t);
    expect((await statusCounts()).live).toBeGreaterThanOrEqual(DEFAULT_SANDBOX_OPTIONS.liveCount);
    const [live] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM sports_events WHERE status = 'live' AND feed_id LIKE 'sandbox:%' ORDER BY id LIMIT 1`,
    );
    t.clock.advance(DEFAULT_SANDBOX_OPTIONS.liveMs + 1_000);
    await feed.tick();
    await deliver(t);
    const [finished] = await queryRows<{ status: string; open_markets: string }>(
      t.database.db,
      sql`SELECT e.status, (SELECT count(*) FROM sports_markets m
            WHERE m.event_id = e.id AND m.status NOT IN ('settled', 'void')) AS open_markets
          FROM sports_events e WHERE e.id = ${live!.id}`,
    );
    expect({ ...finished, open_markets: String(finished!.open_markets) }).toEqual({
      status: 'finished',
      open_markets: '0',
    });
    // Replaced: two matches are live again after the next ticks.
    await feed.tick();
    await deliver(t);
    await feed.tick();
    await deliver(t);
    expect((await statusCounts()).live).toBeGreaterThanOrEqual(DEFAULT_SANDBOX_OPTIONS.liveCount);
  });
});
