import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_TEST_URL, redisAnswers } from '../testing/redis.js';
import type { LiveSignal } from './live-signals.js';
import { MemoryLiveSignals } from './memory-live-signals.js';
import { RedisLiveSignals } from './redis-live-signals.js';

const available = await redisAnswers();
if (!available) {
  console.warn(
    `Redis fan-out test skipped: no Redis answers at ${REDIS_TEST_URL} (set REDIS_TEST_URL or start one on 127.0.0.1:6379)`,
  );
}

function nextSignal(subscribe: (listener: (signal: LiveSignal) => void) => () => void): Promise<LiveSignal> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no signal within 3 s')), 3000);
    const stop = subscribe((signal) => {
      clearTimeout(timer);
      stop();
      resolve(signal);
    });
  });
}

describe.skipIf(!available)('live signals across app servers through Redis', () => {
  // Two "app servers": each has its own connections, as two processes would.
  let serverA: RedisLiveSignals;
  let serverB: RedisLiveSignals;
  const channel = `test:${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    serverA = new RedisLiveSignals(REDIS_TEST_URL);
    serverB = new RedisLiveSignals(REDIS_TEST_URL);
    await Promise.all([serverA.whenReady(), serverB.whenReady()]);
  });
  afterAll(async () => {
    await serverA?.close();
    await serverB?.close();
  });

  it("a signal published on one server reaches the other's listeners, and only that channel's", async () => {
    let strayed = false;
    const stopStray = serverB.subscribe(`${channel}:other`, () => {
      strayed = true;
    });
    const arrived = nextSignal((listener) => serverB.subscribe(channel, listener));
    await serverA.publish(channel, { type: 'message', conversation_id: 7, id: 42 });
    expect(await arrived).toEqual({ type: 'message', conversation_id: 7, id: 42 });
    expect(strayed).toBe(false);
    stopStray();
  });
});

describe('live signals in one process', () => {
  it('a listener hears its channel until it stops', async () => {
    const live = new MemoryLiveSignals();
    const heard: LiveSignal[] = [];
    const stop = live.subscribe('c', (signal) => heard.push(signal));
    await live.publish('c', { type: 'a' });
    await live.publish('d', { type: 'elsewhere' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    await live.publish('c', { type: 'b' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([{ type: 'a' }]);
  });
});
