import { describe, expect, it } from 'vitest';
import { type SignedFeedMessage, verifyFeedMessage } from '../../ports/odds-feed.js';
import type { TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { DEFAULT_SANDBOX_OPTIONS, SandboxFeed } from './sandbox-feed.js';
import { SandboxOddsStore } from './sandbox-odds-store.js';

// The sandbox plays from its own table (decision 0092): handed a sink that keeps the messages and
// delivers none to the sportsbook, it still starts, scores and finishes its matches.

const SECRET = 'sandbox-feed-state-test-secret-of-32-characters';
let t: TestApp;
shareTestApp(
  (app) => {
    t = app;
  },
  { SPORTS_FEED_SECRET: SECRET },
);

describe('the sandbox odds feed’s own state', () => {
  it('carries a match from fixture to result with nothing delivered to the book', async () => {
    const sent: SignedFeedMessage[] = [];
    const sink = { deliver: async (message: SignedFeedMessage) => void sent.push(message) };
    const options = { ...DEFAULT_SANDBOX_OPTIONS, liveCount: 0, upcomingCount: 0, duplicateProbability: 0 };
    const store = new SandboxOddsStore(t.database.db);
    const feed = new SandboxFeed({ store, clock: t.clock, sink, secret: SECRET }, options);
    const fixture = await feed.fixture('football', t.clock.now());
    const mine = () =>
      sent
        .map((message) => verifyFeedMessage(SECRET, message))
        .filter((m) => JSON.stringify(m.body).includes(fixture.feedId));

    await feed.tick(); // kick-off, read back from its own table
    expect(mine().map((m) => m.kind)).toEqual(['fixture', 'event_status']);
    expect((await store.open()).find((f) => f.feedId === fixture.feedId)?.status).toBe('live');

    t.clock.advance(options.liveMs + 1_000);
    await feed.tick(); // the whistle: finished, and every market resulted once
    const kinds = mine().map((m) => m.kind);
    expect(kinds.filter((kind) => kind === 'result')).toHaveLength(fixture.markets.length);
    expect(kinds).toContain('event_status');
    expect((await store.open()).some((f) => f.feedId === fixture.feedId)).toBe(false);
    await feed.tick(); // over: nothing more about it
    expect(mine().length).toBe(kinds.length);
  });

  it('staggers the matches it puts in play, and replaces a finished one with one starting now', async () => {
    const sink = { deliver: async () => {} };
    const options = { ...DEFAULT_SANDBOX_OPTIONS, liveCount: 2, upcomingCount: 0, duplicateProbability: 0 };
    const store = new SandboxOddsStore(t.database.db);
    const feed = new SandboxFeed({ store, clock: t.clock, sink, secret: SECRET }, options);
    const started = async () =>
      (await store.open())
        .filter((f) => f.startsAt <= t.clock.now())
        .map((f) => t.clock.now().getTime() - f.startsAt.getTime())
        .sort((a, b) => a - b);
    for (const fixture of await store.open())
      await store.eventStatus({
        eventFeedId: fixture.feedId,
        status: 'finished',
        score: { home: 0, away: 0 },
      });

    await feed.tick();
    expect(await started()).toEqual([0, options.liveMs / 2]);
    t.clock.advance(options.liveMs / 2 + 1_000);
    await feed.tick(); // both kick off
    await feed.tick(); // the older one is over
    await feed.tick(); // and a new one joins from its kick-off
    expect(await started()).toEqual([0, options.liveMs / 2 + 1_000]);
  });
});
