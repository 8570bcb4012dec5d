import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_TEST_URL, redisAnswers } from '../../testing/redis.js';
import { RedisHitCounter } from './redis-hit-counter.js';

// Needs the machine's Redis; skipped when none answers.
const url = REDIS_TEST_URL;
const available = await redisAnswers();

describe.runIf(available)('hit counts shared through Redis', () => {
  const prefix = `jeton:test:${randomBytes(6).toString('hex')}:`;
  let first: RedisHitCounter;
  let second: RedisHitCounter;
  const errors: unknown[] = [];

  beforeAll(() => {
    // Two app servers: two connections, one count.
    first = new RedisHitCounter(new Redis(url), (error) => errors.push(error), prefix);
    second = new RedisHitCounter(new Redis(url), (error) => errors.push(error), prefix);
  });
  afterAll(async () => {
    const cleaner = new Redis(url);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
    await first?.close();
    await second?.close();
  });

  it('counts the hits of one key across servers, within the window it started', async () => {
    const one = await first.hit('ip:a', 60_000);
    const two = await second.hit('ip:a', 60_000);
    expect([one.hits, two.hits]).toEqual([1, 2]);
    expect(two.resetInMs).toBeGreaterThan(0);
    expect(two.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await first.hit('ip:b', 60_000)).hits).toBe(1);
    expect(errors).toEqual([]);
  });

  it('counts 50 hits sent at once exactly once each', async () => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? first : second).hit('burst', 60_000)),
    );
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('starts again when the window has expired in Redis', async () => {
    expect((await first.hit('short', 50)).hits).toBe(1);
    expect((await first.hit('short', 50)).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await first.hit('short', 50)).hits).toBe(1);
  });
});

describe('hit counts when Redis cannot answer', () => {
  it('lets the call through as a first hit and reports the failure once, not on every call', async () => {
    const errors: unknown[] = [];
    // Nothing listens on port 1; no retries, so each command fails at once.
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    down.on('error', () => {});
    const counter = new RedisHitCounter(down, (error) => errors.push(error));
    expect(await counter.hit('ip:a', 60_000)).toEqual({ hits: 1, resetInMs: 60_000 });
    expect(await counter.hit('ip:a', 60_000)).toEqual({ hits: 1, resetInMs: 60_000 });
    expect(errors).toHaveLength(1);
    await counter.close();
  });
});
